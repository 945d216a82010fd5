import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { readMailbox } from '@befundklar/functions/adapters/local/file-mailer';
import { matchRoute } from '@befundklar/shared/routes';
import { securityHeaders } from '@befundklar/shared/security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { toApiGatewayEvent, writeApiGatewayResult } from './api-gateway-event';
import { createTableIfMissing } from './create-table';
import { ensureUserPool } from './create-user-pool';
import { renderMailPage } from './dev-mail-page';
import { type LocalService, startCognitoLocal, startDynalite } from './services';
import { serveStatic } from './static-files';

export const TABLE_NAME = 'befundklar-local';
const REGION = 'eu-central-1';
/** dynalite and cognito-local accept any signature; the SDK still wants credentials to sign with. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface StartLocalStackOptions {
  port: number;
  dataDir: string;
  webDist: string;
  /** Powertools log level of the handlers: INFO shows one line per request. */
  logLevel?: string;
}

export interface LocalStack {
  url: string;
  services: LocalService[];
  stop(): Promise<void>;
}

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The whole product on one machine: dynalite, cognito-local, the API served by the very handler
 * modules Lambda runs (fed API Gateway events), the local mailbox and the built web app, one port.
 */
export async function startLocalStack({
  port,
  dataDir,
  webDist,
  logLevel = 'INFO',
}: StartLocalStackOptions): Promise<LocalStack> {
  const root = resolve(dataDir);
  await mkdir(root, { recursive: true });
  const [dynamodb, cognito] = await Promise.all([
    startDynalite(join(root, 'dynamodb')),
    startCognitoLocal(join(root, 'cognito')),
  ]);
  const services = [dynamodb, cognito];
  const stopServices = () => {
    for (const service of services) service.process.kill('SIGTERM');
  };
  try {
    const dynamoClient = new DynamoDBClient({
      region: REGION,
      endpoint: dynamodb.endpoint,
      credentials: LOCAL_CREDENTIALS,
    });
    const cognitoClient = new CognitoIdentityProviderClient({
      region: REGION,
      endpoint: cognito.endpoint,
      credentials: LOCAL_CREDENTIALS,
    });
    const [, pool] = await Promise.all([
      createTableIfMissing(dynamoClient, TABLE_NAME),
      ensureUserPool(cognitoClient),
    ]);
    dynamoClient.destroy();
    cognitoClient.destroy();

    const server = createApiServer({ webDist: resolve(webDist), mailboxDir: join(root, 'mail') });
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, () => resolveListen());
    });
    const address = server.address();
    const boundPort = typeof address === 'object' && address ? address.port : port;
    const url = `http://localhost:${boundPort}`;

    // The handlers read their configuration at their first request ("cold start"): set it now.
    Object.assign(process.env, {
      STAGE: 'local',
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      COGNITO_LOCAL_DATA_DIR: join(root, 'cognito', '.cognito', 'db'),
      MAILBOX_DIR: join(root, 'mail'),
      APP_ORIGIN: url,
      TOKEN_SIGNING_KEY: await localSigningKey(root),
      SUPPORT_EMAIL: process.env.SUPPORT_EMAIL ?? 'support@befundklar.local',
      POWERTOOLS_LOG_LEVEL: logLevel,
    });
    // Lets `npm run admin` reach this dynalite while the stack runs (LevelDB allows one process).
    const stateFile = join(root, 'stack.json');
    await writeFile(
      stateFile,
      JSON.stringify({ pid: process.pid, dynamodbEndpoint: dynamodb.endpoint, url }),
    );
    return {
      url,
      services,
      stop: async () => {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
        stopServices();
        await rm(stateFile, { force: true });
      },
    };
  } catch (error) {
    stopServices();
    throw error;
  }
}

/** The local signing key for reset links and OAuth state: made once, kept with the data. */
async function localSigningKey(root: string): Promise<string> {
  const file = join(root, 'signing-key');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.length >= 32) return existing;
  const key = randomBytes(48).toString('base64url');
  await writeFile(file, key, { mode: 0o600 });
  return key;
}

function createApiServer({ webDist, mailboxDir }: { webDist: string; mailboxDir: string }): Server {
  const handlers = new Map<string, Promise<LambdaHandler>>();
  const loadHandler = (resource: string) => {
    let handler = handlers.get(resource);
    if (!handler) {
      handler = import(`../../functions/src/handlers/${resource}.ts`).then(
        (module) => module.handler as LambdaHandler,
      );
      handlers.set(resource, handler);
    }
    return handler;
  };

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = async () => {
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const match = matchRoute(request.method ?? 'GET', url.pathname);
        // Unknown routes answer as API Gateway's HTTP API does.
        if (!match)
          return writeApiGatewayResult(response, {
            statusCode: 404,
            body: '{"message":"Not Found"}',
            headers: { 'content-type': 'application/json' },
          });
        const body = await readBody(request);
        const event = toApiGatewayEvent(request, body, url, match);
        const handler = await loadHandler(match.route.resource);
        const started = performance.now();
        const result = await handler(
          event,
          lambdaContext(match.route.resource, event.requestContext.requestId),
        );
        // Server-Timing lets the benchmark separate the handler's time from this adapter's overhead.
        return writeApiGatewayResult(response, result, {
          'server-timing': `handler;dur=${(performance.now() - started).toFixed(3)}`,
        });
      }
      if (url.pathname === '/dev/mail.json') {
        const mails = await readMailbox(mailboxDir);
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        return response.end(
          JSON.stringify(
            mails.map(({ to, subject, text, html, date }) => ({ to, subject, text, html, date })),
          ),
        );
      }
      if (url.pathname === '/dev/mail') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
        });
        return response.end(renderMailPage(await readMailbox(mailboxDir)));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' });
        return response.end();
      }
      return serveStatic(webDist, url.pathname, response, securityHeaders);
    };
    route().catch((error: unknown) => {
      const status = error instanceof PayloadTooLargeError ? 413 : 500;
      if (status === 500) console.error(error);
      if (!response.headersSent)
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ message: status === 413 ? 'Anfrage zu groß.' : 'Interner Fehler.' }));
    });
  });
}

class PayloadTooLargeError extends Error {}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // API Gateway refuses payloads over 10 MB; so do we.
    if (size > MAX_BODY_BYTES) throw new PayloadTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function lambdaContext(resource: string, requestId: string): Context {
  const deadline = Date.now() + 30_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${resource}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${REGION}:000000000000:function:local-${resource}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${resource}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

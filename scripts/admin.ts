/**
 * `npm run admin -- grant user@example.com` (or `revoke`): gives or takes the admin role.
 * Locally it uses the running stack's dynalite (or starts one on DATA_DIR); against AWS pass
 * `--table <name>` (and AWS_REGION) and it uses your AWS credentials.
 * Deployments can also list admin e-mails in the stack configuration (adminEmails).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createUserRepository } from '../functions/src/repositories/user-repository';
import { type LocalService, startDynalite } from './local/services';
import { TABLE_NAME } from './local/stack';

const USAGE = 'Aufruf: npm run admin -- <grant|revoke> <E-Mail-Adresse> [--table <Tabellenname>]';

async function localEndpoint(dataDir: string): Promise<{ endpoint: string; service?: LocalService }> {
  const state = await readFile(join(dataDir, 'stack.json'), 'utf8').catch(() => undefined);
  if (state) {
    const { dynamodbEndpoint } = JSON.parse(state) as { dynamodbEndpoint: string };
    const alive = await fetch(dynamodbEndpoint).then(
      () => true,
      () => false,
    );
    if (alive) return { endpoint: dynamodbEndpoint };
  }
  const service = await startDynalite(join(dataDir, 'dynamodb'));
  return { endpoint: service.endpoint, service };
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { table: { type: 'string' } },
  });
  const [command, email] = positionals;
  if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
    console.error(USAGE);
    return 2;
  }
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const local = values.table
    ? undefined
    : await localEndpoint(process.env.DATA_DIR ?? join(repoRoot, '.data'));
  const client = new DynamoDBClient(
    local
      ? {
          region: 'eu-central-1',
          endpoint: local.endpoint,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : { region: process.env.AWS_REGION ?? 'eu-central-1' },
  );
  try {
    const users = createUserRepository(DynamoDBDocumentClient.from(client), values.table ?? TABLE_NAME);
    const profile = await users.findByEmail(email);
    if (!profile) {
      console.error(`Kein Profil für ${email} gefunden: Das Konto muss sich zuerst einmal anmelden.`);
      return 1;
    }
    await users.update(profile.userId, { role: command === 'grant' ? 'admin' : 'user' });
    console.log(command === 'grant' ? `${email} ist jetzt Admin.` : `${email} ist kein Admin mehr.`);
    return 0;
  } finally {
    client.destroy();
    local?.service?.process.kill('SIGTERM');
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Fehler: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

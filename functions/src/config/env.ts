import { z } from 'zod';

/**
 * The functions' configuration, validated once at cold start. No other file reads process.env.
 * Locally the local stack sets these (scripts/local/stack.ts); in AWS the CDK stack does.
 */
const EnvSchema = z.object({
  STAGE: z.enum(['local', 'production']).default('production'),
  AWS_REGION: z.string().min(1).default('eu-central-1'),
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Local stack only: dynalite and cognito-local endpoints. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  /** Local stack only: the folder of the file mailbox. Without it mail goes through SES. */
  MAILBOX_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Befundklar <no-reply@localhost>'),
});

export type Config = z.infer<typeof EnvSchema>;

let cached: Config | undefined;

export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (cached && env === process.env) return cached;
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${keys.join('; ')}`);
  }
  if (env === process.env) cached = parsed.data;
  return parsed.data;
}

/** Where Cognito publishes the pool's signing keys: the issuer URL of its tokens. */
export function cognitoIssuer(config: Config): string {
  const base = config.COGNITO_ENDPOINT ?? `https://cognito-idp.${config.AWS_REGION}.amazonaws.com`;
  return `${base.replace(/\/$/, '')}/${config.USER_POOL_ID}`;
}

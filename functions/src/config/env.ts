import { z } from 'zod';

/**
 * The functions' configuration, validated once at cold start. No other file reads process.env.
 * Locally the local stack sets these (scripts/local/stack.ts); in AWS the CDK stack does.
 */
/** What every function needs, the Cognito triggers included (they run before the pool has an id). */
const BaseEnvSchema = z.object({
  STAGE: z.enum(['local', 'production']).default('production'),
  AWS_REGION: z.string().min(1).default('eu-central-1'),
  /** The site's origin (scheme://host[:port]): given directly, or read from SSM by name. */
  APP_ORIGIN: z.url().optional(),
  APP_ORIGIN_PARAMETER: z.string().min(1).optional(),
  /** Key for signed reset tokens and OAuth state: given directly (local) or from Secrets Manager. */
  TOKEN_SIGNING_KEY: z.string().min(32).optional(),
  TOKEN_SIGNING_SECRET_ID: z.string().min(1).optional(),
});

const EnvSchema = BaseEnvSchema.extend({
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Local stack only: dynalite and cognito-local endpoints. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  /** Local stack only: cognito-local's data folder; selects the local identity adapter. */
  COGNITO_LOCAL_DATA_DIR: z.string().min(1).optional(),
  /** Local stack only: the folder of the file mailbox. Without it mail goes through SES. */
  MAILBOX_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Befundklar <no-reply@localhost>'),
  /** Where questions from the tutorials page go. */
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  /** Comma-separated e-mails that become admins at their first sign-in. */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Cognito hosted UI domain (https://<prefix>.auth.<region>.amazoncognito.com); enables Google sign-in. */
  COGNITO_DOMAIN: z.url().optional(),
});

export type BaseConfig = z.infer<typeof BaseEnvSchema>;
export type Config = z.infer<typeof EnvSchema>;

function parseEnv<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${keys.join('; ')}`);
  }
  return parsed.data;
}

let cached: Config | undefined;
let cachedBase: BaseConfig | undefined;

/** The API functions' configuration. */
export function getConfig(): Config {
  cached ??= parseEnv(EnvSchema, process.env);
  return cached;
}

/** The part every function needs, the Cognito triggers included. */
export function getBaseConfig(): BaseConfig {
  cachedBase ??= parseEnv(BaseEnvSchema, process.env);
  return cachedBase;
}

/** Where Cognito publishes the pool's signing keys: the issuer URL of its tokens. */
export function cognitoIssuer(config: Config): string {
  const base = config.COGNITO_ENDPOINT ?? `https://cognito-idp.${config.AWS_REGION}.amazonaws.com`;
  return `${base.replace(/\/$/, '')}/${config.USER_POOL_ID}`;
}

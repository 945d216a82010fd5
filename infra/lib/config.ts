import { z } from 'zod';

/**
 * The stack input: everything a deployment may vary, validated once before any construct is built.
 * Each key is read from CDK context (`cdk deploy -c key=value`, or cdk.json) first, then from its
 * environment variable, then falls back to the default. A bad value stops the app with a list of
 * every offending key, never a half-configured stack.
 */
const emailList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
      : value,
  z.array(z.email()),
);

const secretName = z.string().regex(/^[\w/+=.@-]{1,512}$/, 'not a Secrets Manager secret name');

export const StackInputSchema = z
  .object({
    /** Names the stack (Befundklar-<stage>); `production` also retains the table and user pool. */
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,19}$/, 'lowercase letters, digits and dashes, 2 to 20 characters')
      .default('production'),
    /** German users, German data: Frankfurt unless told otherwise. */
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'not an AWS region')
      .default('eu-central-1'),
    /** The account comes from the standard AWS profile (CDK_DEFAULT_ACCOUNT); synth works without it. */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    /** Optional custom domain of the CloudFront distribution, e.g. app.befundklar.de. */
    domainName: z
      .string()
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'not a domain name')
      .optional(),
    /** ACM certificate for domainName; CloudFront only accepts certificates from us-east-1. */
    certificateArn: z
      .string()
      .regex(
        /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
        'not an ACM certificate ARN in us-east-1',
      )
      .optional(),
    /** SES sender: must be a verified identity (address or its domain) in the region. */
    mailFrom: z.string().min(3).optional(),
    supportEmail: z.email().default('support@befundklar.de'),
    /** Addresses that become admins when they sign up. */
    adminEmails: emailList.default([]),
    /** Bedrock model or inference profile used through the Converse API. */
    bedrockModelId: z.string().min(3).default('eu.anthropic.claude-sonnet-4-5-20250929-v1:0'),
    /** Google sign-in through the Cognito hosted UI: needs both values and a custom domain. */
    googleClientId: z.string().min(10).optional(),
    googleClientSecretName: secretName.optional(),
    /** Prefix of the Cognito hosted UI domain (<prefix>.auth.<region>.amazoncognito.com). */
    cognitoDomainPrefix: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'lowercase letters, digits and dashes')
      .optional(),
    stripeSecretKeyName: secretName.optional(),
    stripeWebhookSecretName: secretName.optional(),
  })
  .superRefine((input, context) => {
    if (Boolean(input.domainName) !== Boolean(input.certificateArn)) {
      context.addIssue({
        code: 'custom',
        path: ['certificateArn'],
        message: 'domainName and certificateArn go together: set both or neither',
      });
    }
    if (Boolean(input.googleClientId) !== Boolean(input.googleClientSecretName)) {
      context.addIssue({
        code: 'custom',
        path: ['googleClientSecretName'],
        message: 'googleClientId and googleClientSecretName go together: set both or neither',
      });
    }
    if (input.googleClientId && !input.domainName) {
      context.addIssue({
        code: 'custom',
        path: ['googleClientId'],
        message: 'Google sign-in needs domainName: its OAuth callback must be a fixed URL',
      });
    }
  })
  .transform((input) => ({
    ...input,
    retainData: input.stage === 'production',
    mailFrom: input.mailFrom ?? `Befundklar <no-reply@${input.domainName ?? 'befundklar.de'}>`,
    cognitoDomainPrefix: input.cognitoDomainPrefix ?? `befundklar-${input.stage}`,
    stripeSecretKeyName: input.stripeSecretKeyName ?? `befundklar/${input.stage}/stripe-secret-key`,
    stripeWebhookSecretName:
      input.stripeWebhookSecretName ?? `befundklar/${input.stage}/stripe-webhook-secret`,
  }));

export type StackInputSource = z.input<typeof StackInputSchema>;
export type StackInput = z.output<typeof StackInputSchema>;

/** Context key -> environment variable. */
export const configKeys = {
  stage: 'BEFUNDKLAR_STAGE',
  region: 'BEFUNDKLAR_REGION',
  account: 'CDK_DEFAULT_ACCOUNT',
  domainName: 'BEFUNDKLAR_DOMAIN_NAME',
  certificateArn: 'BEFUNDKLAR_CERTIFICATE_ARN',
  mailFrom: 'BEFUNDKLAR_MAIL_FROM',
  supportEmail: 'BEFUNDKLAR_SUPPORT_EMAIL',
  adminEmails: 'BEFUNDKLAR_ADMIN_EMAILS',
  bedrockModelId: 'BEFUNDKLAR_BEDROCK_MODEL_ID',
  googleClientId: 'BEFUNDKLAR_GOOGLE_CLIENT_ID',
  googleClientSecretName: 'BEFUNDKLAR_GOOGLE_CLIENT_SECRET_NAME',
  cognitoDomainPrefix: 'BEFUNDKLAR_COGNITO_DOMAIN_PREFIX',
  stripeSecretKeyName: 'BEFUNDKLAR_STRIPE_SECRET_KEY_NAME',
  stripeWebhookSecretName: 'BEFUNDKLAR_STRIPE_WEBHOOK_SECRET_NAME',
} as const satisfies Record<keyof StackInputSource, string>;

export interface LoadStackInputOptions {
  /** Reads one CDK context value, e.g. `(key) => app.node.tryGetContext(key)`. */
  context: (key: string) => unknown;
  env?: NodeJS.ProcessEnv;
}

/** Parses the stack input from context and environment; throws one error naming every bad key. */
export function loadStackInput({ context, env = process.env }: LoadStackInputOptions): StackInput {
  const raw: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(configKeys)) {
    const value = context(key) ?? env[variable];
    // An empty string (e.g. `BEFUNDKLAR_DOMAIN_NAME=`) means "not set", like an absent key.
    if (value !== undefined && value !== '') raw[key] = value;
  }
  return parseStackInput(raw);
}

export function parseStackInput(raw: unknown): StackInput {
  const parsed = StackInputSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.') as keyof typeof configKeys;
      const variable = configKeys[key] ? ` (context ${key} or ${configKeys[key]})` : '';
      return `${key || 'input'}${variable}: ${issue.message}`;
    });
    throw new Error(`Invalid stack configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

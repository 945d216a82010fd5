/**
 * What each /api resource's Lambda may touch beyond its log group: the one place that widens a
 * function's permissions. Later issues extend this map when a resource starts calling Bedrock,
 * Textract, SES, Cognito admin operations or Stripe; everything not listed here stays denied.
 */
export type TableAccess = 'describe' | 'read' | 'read-write';

export type Capability =
  /**
   * The site's origin (SSM parameter) and the token signing key (Secrets Manager), read at cold
   * start: every resource with a non-GET route checks the Origin header and signs tokens.
   */
  | 'runtime-settings'
  /** bedrock:InvokeModel on the configured model (Converse API), e.g. correct, generate. */
  | 'bedrock'
  /** textract:DetectDocumentText, the OCR pre-pass for pasted screenshots. */
  | 'textract'
  /** ses:SendEmail from the configured sender identity only. */
  | 'ses'
  /** Cognito admin operations on the one user pool (admin dashboard, account flows). */
  | 'cognito-admin'
  /** Reading the Stripe API key and webhook signing secret from Secrets Manager. */
  | 'stripe-secrets';

export interface ResourceAccess {
  table: TableAccess;
  capabilities: readonly Capability[];
}

/** Any resource not in the map reads and writes the table and reads its runtime settings. */
export const defaultResourceAccess: ResourceAccess = {
  table: 'read-write',
  capabilities: ['runtime-settings'],
};

export type ResourceAccessMap = Readonly<Record<string, Partial<ResourceAccess>>>;

export const resourceAccess: ResourceAccessMap = {
  /** The health check (GET only) asks whether the table exists (DescribeTable), nothing more. */
  health: { table: 'describe', capabilities: [] },
  /** Reset links and notices by mail. */
  auth: { capabilities: ['runtime-settings', 'ses'] },
  /** Questions from the tutorials page go to support by mail. */
  contact: { capabilities: ['runtime-settings', 'ses'] },
};

export function accessFor(resource: string, map: ResourceAccessMap = resourceAccess): ResourceAccess {
  return { ...defaultResourceAccess, ...map[resource] };
}

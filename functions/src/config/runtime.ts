import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { getBaseConfig } from './env';

/**
 * Settings that may live outside the environment: the signing key (Secrets Manager) and the site's
 * origin (SSM, written by the stack after CloudFront exists, which would otherwise be a dependency
 * cycle). Read once per cold start; locally both come from the environment.
 */
export interface RuntimeSettings {
  appOrigin: string;
  tokenSigningKey: string;
}

let pending: Promise<RuntimeSettings> | undefined;

export function getRuntimeSettings(): Promise<RuntimeSettings> {
  pending ??= loadRuntimeSettings().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

async function loadRuntimeSettings(): Promise<RuntimeSettings> {
  const config = getBaseConfig();
  const appOrigin =
    config.APP_ORIGIN ?? (await readParameter(config.APP_ORIGIN_PARAMETER, config.AWS_REGION));
  const tokenSigningKey =
    config.TOKEN_SIGNING_KEY ?? (await readSecret(config.TOKEN_SIGNING_SECRET_ID, config.AWS_REGION));
  if (!appOrigin) throw new Error('Invalid configuration: APP_ORIGIN or APP_ORIGIN_PARAMETER is required');
  if (!tokenSigningKey || tokenSigningKey.length < 32) {
    throw new Error(
      'Invalid configuration: TOKEN_SIGNING_KEY or TOKEN_SIGNING_SECRET_ID (32+ characters) is required',
    );
  }
  return { appOrigin: new URL(appOrigin).origin, tokenSigningKey };
}

async function readParameter(name: string | undefined, region: string): Promise<string | undefined> {
  if (!name) return undefined;
  const { Parameter } = await new SSMClient({ region }).send(new GetParameterCommand({ Name: name }));
  return Parameter?.Value;
}

async function readSecret(secretId: string | undefined, region: string): Promise<string | undefined> {
  if (!secretId) return undefined;
  const { SecretString } = await new SecretsManagerClient({ region }).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  return SecretString;
}

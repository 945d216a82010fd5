import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { createCognitoIdentity } from '../adapters/aws/cognito-identity';
import { createSesMailer } from '../adapters/aws/ses-mailer';
import { createCognitoLocalIdentity } from '../adapters/local/cognito-local-identity';
import { createFileMailer } from '../adapters/local/file-mailer';
import type { Identity } from '../ports/identity';
import type { Mailer } from '../ports/mailer';
import { createRateLimitRepository, type RateLimitRepository } from '../repositories/rate-limit-repository';
import {
  createRevokedTokenRepository,
  type RevokedTokenRepository,
} from '../repositories/revoked-token-repository';
import { createUserRepository, type UserRepository } from '../repositories/user-repository';
import { type Config, getConfig } from './env';

/**
 * Picks each adapter from validated configuration, once per cold start. Production and the local
 * stack differ only here, by configuration, never by editing code.
 */
export interface Adapters {
  config: Config;
  dynamo: DynamoDBClient;
  documents: DynamoDBDocumentClient;
  mailer: Mailer;
  identity: Identity;
  users: UserRepository;
  rateLimits: RateLimitRepository;
  revokedTokens: RevokedTokenRepository;
}

let cached: Adapters | undefined;

export function getAdapters(): Adapters {
  if (cached) return cached;
  const config = getConfig();
  const dynamo = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  });
  const documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  const mailer = config.MAILBOX_DIR
    ? createFileMailer(config.MAILBOX_DIR)
    : createSesMailer(new SESv2Client({ region: config.AWS_REGION }), config.MAIL_FROM);
  cached = {
    config,
    dynamo,
    documents,
    mailer,
    identity: createIdentity(config, mailer),
    users: createUserRepository(documents, config.TABLE_NAME),
    rateLimits: createRateLimitRepository(documents, config.TABLE_NAME),
    revokedTokens: createRevokedTokenRepository(documents, config.TABLE_NAME),
  };
  return cached;
}

function createIdentity(config: Config, mailer: Mailer): Identity {
  const client = new CognitoIdentityProviderClient({
    region: config.AWS_REGION,
    ...(config.COGNITO_ENDPOINT ? { endpoint: config.COGNITO_ENDPOINT } : {}),
  });
  if (config.COGNITO_LOCAL_DATA_DIR && config.COGNITO_ENDPOINT) {
    return createCognitoLocalIdentity({
      client,
      endpoint: config.COGNITO_ENDPOINT,
      userPoolId: config.USER_POOL_ID,
      clientId: config.USER_POOL_CLIENT_ID,
      dataDir: config.COGNITO_LOCAL_DATA_DIR,
      mailer,
    });
  }
  const verifier = (tokenUse: 'access' | 'id') =>
    CognitoJwtVerifier.create({
      userPoolId: config.USER_POOL_ID,
      clientId: config.USER_POOL_CLIENT_ID,
      tokenUse,
    });
  return createCognitoIdentity({
    client,
    clientId: config.USER_POOL_CLIENT_ID,
    accessVerifier: verifier('access'),
    idVerifier: verifier('id'),
  });
}

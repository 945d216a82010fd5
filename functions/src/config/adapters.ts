import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createSesMailer } from '../adapters/aws/ses-mailer';
import { createFileMailer } from '../adapters/local/file-mailer';
import type { Mailer } from '../ports/mailer';
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
}

let cached: Adapters | undefined;

export function getAdapters(): Adapters {
  if (cached) return cached;
  const config = getConfig();
  const dynamo = new DynamoDBClient({
    region: config.AWS_REGION,
    ...(config.DYNAMODB_ENDPOINT ? { endpoint: config.DYNAMODB_ENDPOINT } : {}),
  });
  cached = {
    config,
    dynamo,
    documents: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    mailer: config.MAILBOX_DIR
      ? createFileMailer(config.MAILBOX_DIR)
      : createSesMailer(new SESv2Client({ region: config.AWS_REGION }), config.MAIL_FROM),
  };
  return cached;
}

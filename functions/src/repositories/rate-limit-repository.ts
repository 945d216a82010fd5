import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';

/**
 * Throttle counters: single-item ADD updates that expire (TTL in AWS; dynalite has none, so a
 * window's key simply stops being read once the window has passed).
 */
export function createRateLimitRepository(documents: DynamoDBDocumentClient, tableName: string) {
  return {
    /** Counts one attempt in the fixed window that contains `now`; returns the count so far. */
    async countAttempt(
      action: string,
      subject: string,
      windowSeconds: number,
      now = Date.now(),
    ): Promise<{ count: number; windowEndsAt: number }> {
      const windowMs = windowSeconds * 1000;
      const windowStart = Math.floor(now / windowMs) * windowMs;
      const { Attributes } = await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.rateCounter(action, subject, windowStart),
          UpdateExpression: 'ADD attempts :one SET expiresAt = :expiresAt',
          ExpressionAttributeValues: {
            ':one': 1,
            ':expiresAt': Math.ceil((windowStart + windowMs) / 1000) + 60,
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { count: Number(Attributes?.attempts ?? 1), windowEndsAt: windowStart + windowMs };
    },

    /**
     * Claims a cool-down: succeeds when the last claim is at least `seconds` old. Returns the
     * milliseconds left when it is not.
     */
    async claimCooldown(
      action: string,
      subject: string,
      seconds: number,
      now = Date.now(),
    ): Promise<{ ok: true } | { ok: false; retryInMs: number }> {
      const key = keys.rateCounter(action, subject, 0);
      try {
        await documents.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key,
            UpdateExpression: 'SET lastAt = :now, expiresAt = :expiresAt',
            ConditionExpression: 'attribute_not_exists(lastAt) OR lastAt <= :earliest',
            ExpressionAttributeValues: {
              ':now': now,
              ':earliest': now - seconds * 1000,
              ':expiresAt': Math.ceil(now / 1000) + seconds + 60,
            },
          }),
        );
        return { ok: true };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        // dynalite cannot return the item with the failed condition, so read it.
        const { Item } = await documents.send(
          new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
        );
        const lastAt = Number(Item?.lastAt ?? now);
        return { ok: false, retryInMs: Math.max(1000, lastAt + seconds * 1000 - now) };
      }
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

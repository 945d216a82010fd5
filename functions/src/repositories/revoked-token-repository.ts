import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';

/**
 * Access tokens revoked by a logout before they expire. A JWT stays valid until its expiry, so the
 * session check also asks here; each record lives only as long as the token would.
 */
export function createRevokedTokenRepository(documents: DynamoDBDocumentClient, tableName: string) {
  return {
    async revoke(tokenId: string, expiresAtSeconds: number): Promise<void> {
      await documents.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...keys.revokedToken(tokenId), expiresAt: expiresAtSeconds },
        }),
      );
    },

    async isRevoked(tokenId: string): Promise<boolean> {
      const { Item } = await documents.send(
        new GetCommand({ TableName: tableName, Key: keys.revokedToken(tokenId) }),
      );
      return Item !== undefined;
    },
  };
}

export type RevokedTokenRepository = ReturnType<typeof createRevokedTokenRepository>;

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { keys } from './keys';

/** The user's profile and app state. Cognito holds the identity (password, e-mail verification). */
export interface UserProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  authProvider: 'email' | 'google';
  role: 'admin' | 'user';
  manualFullAccess: boolean;
  status: 'active' | 'inactive';
  subscriptionStatus: string;
  accountTrialStartedAt: string;
  trialEndsAt: string;
  preferredLanguage: string;
  profileImageUrl: string | null;
  templateSearchTerm: string;
  templateModalityFilter: string;
  templateLanguageFilter: string;
  autoFormatExternal: boolean;
  autoFillTemplateExternal: boolean;
  autoGenerateReportExternal: boolean;
  formatCorrections: number;
  templateFillings: number;
  generateFromScratch: number;
  createdAt: string;
  lastActivity: string;
}

const ATTRIBUTES_OF_KEYS = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'] as const;

function toProfile(item: Record<string, unknown>): UserProfile {
  const profile = { ...item };
  for (const name of ATTRIBUTES_OF_KEYS) delete profile[name];
  return profile as unknown as UserProfile;
}

export function createUserRepository(documents: DynamoDBDocumentClient, tableName: string) {
  return {
    async findById(userId: string): Promise<UserProfile | undefined> {
      const { Item } = await documents.send(new GetCommand({ TableName: tableName, Key: keys.user(userId) }));
      return Item ? toProfile(Item) : undefined;
    },

    async findByEmail(email: string): Promise<UserProfile | undefined> {
      const { GSI2PK } = keys.userByEmail(email);
      const { Items } = await documents.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'GSI2',
          KeyConditionExpression: 'GSI2PK = :pk',
          ExpressionAttributeValues: { ':pk': GSI2PK },
          Limit: 1,
        }),
      );
      return Items?.[0] ? toProfile(Items[0]) : undefined;
    },

    /** Creates the profile once; a second call (a parallel first sign-in) returns the stored one. */
    async createIfMissing(profile: UserProfile): Promise<UserProfile> {
      try {
        await documents.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...keys.user(profile.userId),
              ...keys.userListing(profile.createdAt, profile.userId),
              ...keys.userByEmail(profile.email),
              ...profile,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return profile;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const stored = await this.findById(profile.userId);
        if (!stored) throw error;
        return stored;
      }
    },

    /** Sets some fields of an existing profile; returns the updated profile. */
    async update(
      userId: string,
      fields: Partial<Omit<UserProfile, 'userId' | 'email' | 'createdAt'>>,
    ): Promise<UserProfile | undefined> {
      const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
      if (entries.length === 0) return this.findById(userId);
      const { Attributes } = await documents
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.user(userId),
            UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
            ExpressionAttributeNames: Object.fromEntries(
              entries.map(([name], index) => [`#f${index}`, name]),
            ),
            ExpressionAttributeValues: Object.fromEntries(
              entries.map(([, value], index) => [`:v${index}`, value]),
            ),
            ConditionExpression: 'attribute_exists(PK)',
            ReturnValues: 'ALL_NEW',
          }),
        )
        .catch((error: unknown) => {
          if (error instanceof ConditionalCheckFailedException) return { Attributes: undefined };
          throw error;
        });
      return Attributes ? toProfile(Attributes) : undefined;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;

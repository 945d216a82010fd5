/**
 * Every key shape of the single table, in one place (see docs/data-model.md). Prefixes are upper
 * case and end in '#'; e-mail addresses in keys are always lower case.
 */
export const keys = {
  user: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  userByEmail: (email: string) => ({ GSI2PK: `EMAIL#${email.toLowerCase()}`, GSI2SK: 'USER' }),
  userListing: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  rateCounter: (action: string, subject: string, windowStart: number) => ({
    PK: `RATE#${action}#${subject.toLowerCase()}`,
    SK: String(windowStart),
  }),
  revokedToken: (tokenId: string) => ({ PK: `REVOKED#${tokenId}`, SK: 'TOKEN' }),
} as const;

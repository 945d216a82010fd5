/**
 * The single table's key schema, as data. The CDK stack (infra/lib/constructs/table.ts) and the
 * local stack (scripts/local/create-table.ts) both build the table from this one definition, so
 * they cannot drift. The access patterns behind the keys are in docs/data-model.md.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds; DynamoDB deletes expired items (rate-limit counters, pending resets). */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    /** Listings by kind, newest first: all users, standard templates, feedback, system prompts. */
    { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    /** Lookups by an alternate unique key: e-mail address, Stripe customer id. */
    { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
  ],
} as const;

export type TableDefinition = typeof tableDefinition;

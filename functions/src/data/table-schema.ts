// The single table's physical shape: attribute names shared by the CDK stack, the local
// stand-in (which creates the table from this) and the ElectroDB entities.

export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLive: 'expiresAt',
} as const;

export interface GlobalIndexDefinition {
  indexName: string;
  partitionKey: string;
  sortKey: string;
}

/** gsi1: public lookups (slugs, share tokens) and per-tenant listings by another order. */
export const globalIndexes: readonly GlobalIndexDefinition[] = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
] as const;

export const gsi1 = globalIndexes[0] as GlobalIndexDefinition;

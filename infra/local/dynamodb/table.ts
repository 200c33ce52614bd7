// Creates the single table from the same schema the CDK stack uses, with its stream and TTL.
import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  type TableDescription,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { globalIndexes, tableKeys } from '@fotostudio/functions/data/table-schema';

const describeTable = async (client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> => {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
};

const createTable = async (client: DynamoDBClient, tableName: string): Promise<void> => {
  const keyNames = [
    tableKeys.partitionKey,
    tableKeys.sortKey,
    ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const attributeDefinitions: AttributeDefinition[] = [...new Set(keyNames)].map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions,
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
};

/** Makes sure the table exists with stream and TTL on; returns the stream ARN. */
export const ensureTable = async (client: DynamoDBClient, tableName: string): Promise<string> => {
  let table = await describeTable(client, tableName);
  if (!table) {
    await createTable(client, tableName);
    table = await describeTable(client, tableName);
  } else if (!table.StreamSpecification?.StreamEnabled) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
      }),
    );
    table = await describeTable(client, tableName);
  }

  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableKeys.timeToLive, Enabled: true },
      }),
    );
  }

  const streamArn = table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  return streamArn;
};

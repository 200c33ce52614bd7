// The restore runbook's copy step (docs/deploy.md) against DynamoDB Local: a "restored" table's
// items go back into the stage's table, all of them or one partition-key prefix.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTableItems } from '../operator/copy-table-items.js';
import { startDynamoDbLocal, type DynamoDbLocal } from '../local/dynamodb/dynamodb-local.js';
import { createLogger } from '../local/logger.js';
import { ensureTable } from '../local/dynamodb/table.js';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let dataDir: string;
let dynamo: DynamoDbLocal;
let client: DynamoDBClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'fotostudio-copy-test-'));
  dynamo = await startDynamoDbLocal({
    dbPath: dataDir,
    logFile: join(dataDir, 'dynamodb.log'),
    pidFile: join(dataDir, 'dynamodb.pid'),
    logger: createLogger(true),
    credentials,
    region: 'eu-west-1',
  });
  client = new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'eu-west-1', credentials });
  await Promise.all(['restored', 'live'].map((name) => ensureTable(client, name)));
}, 60_000);

afterAll(async () => {
  client?.destroy();
  await dynamo?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const put = (table: string, pk: string, sk: string, value: string) =>
  client.send(new PutItemCommand({ TableName: table, Item: { pk: { S: pk }, sk: { S: sk }, value: { S: value } } }));

const itemsOf = async (table: string) =>
  ((await client.send(new ScanCommand({ TableName: table }))).Items ?? [])
    .map((item) => `${item.pk?.S}/${item.sk?.S}=${item.value?.S}`)
    .sort();

describe('copyTableItems', () => {
  it('copies one prefix, then everything in batches of 25, overwriting the same keys only', async () => {
    for (let index = 0; index < 60; index += 1) await put('restored', `PH#a#S#${index}`, 'META', `restored-${index}`);
    await put('restored', 'PH#b', 'META', 'restored-b');
    await put('live', 'PH#a#S#0', 'META', 'corrupted');
    await put('live', 'PH#c', 'META', 'created-after-the-restore-point');

    expect(await copyTableItems({ client, from: 'restored', to: 'live', partitionKeyPrefix: 'PH#b' })).toEqual({ copied: 1 });
    expect(await itemsOf('live')).toEqual(['PH#a#S#0/META=corrupted', 'PH#b/META=restored-b', 'PH#c/META=created-after-the-restore-point']);

    expect(await copyTableItems({ client, from: 'restored', to: 'live' })).toEqual({ copied: 61 });
    const live = await itemsOf('live');
    expect(live).toHaveLength(62);
    expect(live).toContain('PH#a#S#0/META=restored-0');
    expect(live).toContain('PH#c/META=created-after-the-restore-point');
  });
});

// `node --import tsx scripts/export-table-items.ts <out.jsonl>`: every item of a local stack's
// table (LOCAL_DATA_DIR, default .local-data; the stack must be running) as DynamoDB JSON,
// one item a line, sorted by key. It made functions/test/fixtures/main-table-items.jsonl, the
// items the stored codecs must keep reading (functions/test/stored-items.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DynamoDBClient, paginateScan, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { dataLayout, repoRoot } from '../infra/local/paths.js';

const out = process.argv[2];
if (!out) throw new Error('usage: export-table-items.ts <out.jsonl>');
const dataDir = process.env.LOCAL_DATA_DIR ? resolve(process.env.LOCAL_DATA_DIR) : join(repoRoot, '.local-data');
const env = JSON.parse(readFileSync(dataLayout(dataDir).operatorEnv, 'utf8')) as Record<string, string>;
const client = new DynamoDBClient({
  region: env.AWS_REGION,
  endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

const items: Record<string, AttributeValue>[] = [];
for await (const page of paginateScan({ client }, { TableName: env.TABLE_NAME })) items.push(...(page.Items ?? []));
const keyOf = (item: Record<string, AttributeValue>) => `${item.pk?.S ?? ''}\u0000${item.sk?.S ?? ''}`;
items.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
writeFileSync(out, `${items.map((item) => JSON.stringify(item)).join('\n')}\n`);
console.log(`${items.length} items written to ${out}`);

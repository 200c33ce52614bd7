// Writes to the edge's revocation store name the ETag they read; of writes at once, those
// another write beat read it again and retry, so none is lost (against the KeyValueStore
// stand-in, through the unchanged SDK).
import { CloudFrontKeyValueStoreClient, ListKeysCommand } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deleteRevokedGrant, putRevokedGrant } from '../src/media/revocation-store.js';

const keysInStore = async (): Promise<Set<string>> => {
  const client = new CloudFrontKeyValueStoreClient({
    endpointProvider: () => ({
      url: new URL(process.env.AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE ?? ''),
      properties: { authSchemes: [{ name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegion: '*', signingRegionSet: ['*'], properties: {} }] },
    }),
  });
  const keys = new Set<string>();
  let NextToken: string | undefined;
  do {
    const page = await client.send(new ListKeysCommand({ KvsARN: process.env.MEDIA_REVOCATIONS_KVS_ARN ?? '', NextToken }));
    for (const item of page.Items ?? []) if (item.Key) keys.add(item.Key);
    NextToken = page.NextToken;
  } while (NextToken);
  client.destroy();
  return keys;
};

describe('the revocation store', () => {
  it('keeps every one of 12 grants revoked at once, and removes them all at once', async () => {
    const grants = Array.from({ length: 12 }, () => randomBytes(12).toString('hex'));
    await Promise.all(grants.map((grant) => putRevokedGrant(grant, 2_000_000_000)));
    const stored = await keysInStore();
    for (const grant of grants) expect(stored.has(grant), grant).toBe(true);
    await Promise.all(grants.map((grant) => deleteRevokedGrant(grant)));
    // Removing one already gone is done, not an error.
    await deleteRevokedGrant(grants[0] ?? '');
    const left = await keysInStore();
    for (const grant of grants) expect(left.has(grant), grant).toBe(false);
  });
});

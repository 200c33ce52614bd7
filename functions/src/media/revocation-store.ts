// The edge's store of revoked gallery grants: a CloudFront KeyValueStore that the /media/*
// function reads (infra/lib/edge/media-viewer-request.ts). Every write names the store's
// current ETag (If-Match); a write that lost a race to another one reads the ETag again and
// retries. The API is signed with SigV4A, hence `@aws-sdk/signature-v4a` (pure JS).
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  ConflictException,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  PutKeyCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { TRY_AGAIN, retryLostRaces } from '../data/conflict-retry.js';
import { capturedClient } from '../lib/aws-clients.js';
import { cdnConfig } from '../lib/config.js';

let client: CloudFrontKeyValueStoreClient | undefined;

/**
 * The service's endpoint rules put the account id in front of the host, which a stand-in on
 * 127.0.0.1 cannot take: AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE is therefore used as it is.
 */
const keyValueStoreClient = (): CloudFrontKeyValueStoreClient => {
  const endpoint = cdnConfig().AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE;
  client ??= capturedClient(
    new CloudFrontKeyValueStoreClient(
      endpoint
        ? {
            endpointProvider: () => ({
              url: new URL(endpoint),
              properties: { authSchemes: [{ name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegion: '*', signingRegionSet: ['*'], properties: {} }] },
            }),
          }
        : {},
    ),
  );
  return client;
};

const storeArn = (): string => {
  const arn = cdnConfig().MEDIA_REVOCATIONS_KVS_ARN;
  if (!arn) throw new Error('MEDIA_REVOCATIONS_KVS_ARN is not set: gallery media cannot be revoked');
  return arn;
};

/** Each write names the ETag it read; one that another write beat reads it again (the one retry helper). */
const withCurrentEtag = (write: (etag: string) => Promise<void>): Promise<void> =>
  retryLostRaces(async () => {
    const { ETag } = await keyValueStoreClient().send(new DescribeKeyValueStoreCommand({ KvsARN: storeArn() }));
    if (!ETag) throw new Error('the revocation store answered no ETag');
    try {
      await write(ETag);
      return undefined;
    } catch (error) {
      if (error instanceof ConflictException) return TRY_AGAIN;
      throw error;
    }
  }, 'general.changed_meanwhile', 8);

/** Lists the grant as revoked; `until` (epoch seconds) is kept as its value, for operators. */
export const putRevokedGrant = (grant: string, until: number): Promise<void> =>
  withCurrentEtag(async (IfMatch) => {
    await keyValueStoreClient().send(new PutKeyCommand({ KvsARN: storeArn(), Key: grant, Value: String(until), IfMatch }));
  });

/** Removes the grant once no URL signed under it can be valid; an absent key is already done. */
export const deleteRevokedGrant = (grant: string): Promise<void> =>
  withCurrentEtag(async (IfMatch) => {
    try {
      await keyValueStoreClient().send(new DeleteKeyCommand({ KvsARN: storeArn(), Key: grant, IfMatch }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  });

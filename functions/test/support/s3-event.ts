// The S3 event the bucket sends the image function when an object lands under originals/,
// for tests that deliver it by hand (again, as S3's at-least-once delivery may).
import type { S3Event } from 'aws-lambda';
import { appConfig } from '../../src/lib/config.js';

export const s3EventOf = (key: string): S3Event => ({
  Records: [
    {
      eventVersion: '2.1',
      eventSource: 'aws:s3',
      awsRegion: 'eu-west-1',
      eventTime: new Date().toISOString(),
      eventName: 'ObjectCreated:Put',
      userIdentity: { principalId: 'test' },
      requestParameters: { sourceIPAddress: '127.0.0.1' },
      responseElements: { 'x-amz-request-id': 'test', 'x-amz-id-2': 'test' },
      s3: {
        s3SchemaVersion: '1.0',
        configurationId: 'image-upload',
        bucket: { name: appConfig().MEDIA_BUCKET, ownerIdentity: { principalId: 'test' }, arn: `arn:aws:s3:::${appConfig().MEDIA_BUCKET}` },
        object: { key, size: 0, eTag: '', sequencer: '0' },
      },
    },
  ],
});

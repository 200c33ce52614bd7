// What the s3rver child process and the stack tell each other over IPC.

/** One record as s3rver emits it (only the fields the bridge reads). */
export interface S3rverRecord {
  eventName: string;
  eventTime: string;
  s3: {
    bucket: { name: string };
    object: { key: string; size?: number; eTag?: string; sequencer?: string };
  };
}

export type S3ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  | { type: 'event'; records: S3rverRecord[] };

export const isS3ChildMessage = (value: unknown): value is S3ChildMessage =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

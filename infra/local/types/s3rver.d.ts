// The part of s3rver 3.x the local stand-in uses (the package ships no types).
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export interface MultipartPart {
    number: number;
    etag: string;
  }

  export interface FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putObjectMultipart(bucket: string, uploadId: string, parts: MultipartPart[]): Promise<{ md5: string; size: number }>;
  }

  export default class S3rver extends EventEmitter {
    constructor(options?: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// s3rver knows access keys through this registry; the stack adds its own key pair.
declare module 's3rver/lib/models/account.js' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  }
  const accounts: { DUMMY_ACCOUNT: AWSAccount };
  export default accounts;
}

// S3's errors as s3rver answers them (XML, status by code).
declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, string>);
  }
}

// A stand-in of a CloudFront KeyValueStore: the REST API that
// `@aws-sdk/client-cloudfront-keyvaluestore` speaks (Describe, GetKey, ListKeys, PutKey,
// DeleteKey, UpdateKeys, with the ETag every write must name in If-Match), and the read side a
// CloudFront Function gets from `cf.kvs()` (exists, get), which the local media route hands to
// the same function code. Kept in a JSON file of the data folder, so it survives restarts.
// It listens on its own loopback port (never on the app's origin) and checks that calls carry
// a SigV4A authorization with the stack's access key; it does not verify the ECDSA signature
// itself (the SDK computes it; nothing else calls this port).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** CloudFront's limits: keys up to 512 bytes, values up to 1 KB, 5 MB in all. */
export const KVS_LIMITS = { keyBytes: 512, valueBytes: 1024, totalBytes: 5 * 1024 * 1024 } as const;

export interface KeyValueStoreReader {
  exists(key: string): Promise<boolean>;
  get(key: string): Promise<string>;
}

export interface LocalKeyValueStore {
  arn: string;
  endpoint: string;
  /** What a CloudFront Function's `cf.kvs()` answers. */
  reader: KeyValueStoreReader;
  stop(): Promise<void>;
}

interface StoreState {
  etag: string;
  created: number;
  lastModified: number;
  items: Record<string, string>;
}

class KvsError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const newEtag = () => `E${randomBytes(8).toString('hex').toUpperCase()}`;

const sizeOf = (items: Record<string, string>) =>
  Object.entries(items).reduce((total, [key, value]) => total + Buffer.byteLength(key) + Buffer.byteLength(value), 0);

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

export const startLocalKeyValueStore = async (options: { file: string; arn: string; accessKeyId: string }): Promise<LocalKeyValueStore> => {
  const state: StoreState = existsSync(options.file)
    ? (JSON.parse(readFileSync(options.file, 'utf8')) as StoreState)
    : { etag: newEtag(), created: Date.now() / 1000, lastModified: Date.now() / 1000, items: {} };
  const save = () => {
    writeFileSync(`${options.file}.tmp`, JSON.stringify(state));
    renameSync(`${options.file}.tmp`, options.file);
  };
  save();

  const checkKey = (key: string) => {
    if (key.length === 0 || Buffer.byteLength(key) > KVS_LIMITS.keyBytes) throw new KvsError(400, 'ValidationException', 'Key length is out of range');
  };
  const write = (ifMatch: string | undefined, puts: { Key: string; Value: string }[], deletes: { Key: string }[]) => {
    if (!ifMatch) throw new KvsError(400, 'ValidationException', 'If-Match is required');
    if (ifMatch !== state.etag) throw new KvsError(409, 'ConflictException', 'Pre-condition failed: the ETag does not match');
    const items = { ...state.items };
    for (const { Key } of deletes) {
      checkKey(Key);
      if (!(Key in items)) throw new KvsError(404, 'ResourceNotFoundException', `Key ${Key} not found`);
      delete items[Key];
    }
    for (const { Key, Value } of puts) {
      checkKey(Key);
      if (typeof Value !== 'string' || Buffer.byteLength(Value) > KVS_LIMITS.valueBytes) throw new KvsError(400, 'ValidationException', 'Value is out of range');
      items[Key] = Value;
    }
    if (sizeOf(items) > KVS_LIMITS.totalBytes) throw new KvsError(402, 'ServiceQuotaExceededException', 'Resource size exceeds the limit');
    state.items = items;
    state.etag = newEtag();
    state.lastModified = Date.now() / 1000;
    save();
    return { etag: state.etag, body: { ItemCount: Object.keys(items).length, TotalSizeInBytes: sizeOf(items) } };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
      res.end(text);
    };
    try {
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-ECDSA-P256-SHA256 Credential=${options.accessKeyId}/`)) {
        throw new KvsError(403, 'AccessDeniedException', 'A SigV4A signature with the stack credentials is required');
      }
      const url = new URL(req.url ?? '/', 'http://local');
      const match = /^\/key-value-stores\/([^/]+)(\/keys(?:\/([^/]+))?)?$/.exec(url.pathname);
      if (!match) throw new KvsError(404, 'ResourceNotFoundException', 'Unknown path');
      if (decodeURIComponent(match[1] ?? '') !== options.arn) throw new KvsError(404, 'ResourceNotFoundException', 'Key value store not found');
      const keysPath = Boolean(match[2]);
      const key = match[3] === undefined ? undefined : decodeURIComponent(match[3]);
      const ifMatch = typeof req.headers['if-match'] === 'string' ? req.headers['if-match'] : undefined;
      const body = await readBody(req);
      const json = (body ? JSON.parse(body) : {}) as Record<string, unknown>;

      if (req.method === 'GET' && !keysPath) {
        send(
          200,
          {
            KvsARN: options.arn,
            ItemCount: Object.keys(state.items).length,
            TotalSizeInBytes: sizeOf(state.items),
            Created: state.created,
            LastModified: state.lastModified,
            Status: 'READY',
          },
          { etag: state.etag },
        );
      } else if (req.method === 'GET' && key !== undefined) {
        const value = state.items[key];
        if (value === undefined) throw new KvsError(404, 'ResourceNotFoundException', `Key ${key} not found`);
        send(200, { Key: key, Value: value, ItemCount: Object.keys(state.items).length, TotalSizeInBytes: sizeOf(state.items) });
      } else if (req.method === 'GET') {
        const keys = Object.keys(state.items).sort();
        const start = Number(url.searchParams.get('NextToken') ?? 0) || 0;
        const max = Math.min(Number(url.searchParams.get('MaxResults') ?? 50) || 50, 50);
        const page = keys.slice(start, start + max);
        send(200, {
          Items: page.map((itemKey) => ({ Key: itemKey, Value: state.items[itemKey] })),
          ...(start + max < keys.length ? { NextToken: String(start + max) } : {}),
        });
      } else if (req.method === 'PUT' && key !== undefined) {
        const result = write(ifMatch, [{ Key: key, Value: String(json.Value ?? '') }], []);
        send(200, result.body, { etag: result.etag });
      } else if (req.method === 'DELETE' && key !== undefined) {
        const result = write(ifMatch, [], [{ Key: key }]);
        send(200, result.body, { etag: result.etag });
      } else if (req.method === 'POST' && key === undefined && keysPath) {
        const puts = Array.isArray(json.Puts) ? (json.Puts as { Key: string; Value: string }[]) : [];
        const deletes = Array.isArray(json.Deletes) ? (json.Deletes as { Key: string }[]) : [];
        const result = write(ifMatch, puts, deletes);
        send(200, result.body, { etag: result.etag });
      } else {
        throw new KvsError(405, 'ValidationException', 'Unsupported operation');
      }
    } catch (error) {
      const known = error instanceof KvsError ? error : new KvsError(error instanceof SyntaxError ? 400 : 500, error instanceof SyntaxError ? 'ValidationException' : 'InternalServerException', String(error));
      send(known.status, { message: known.message }, { 'x-amzn-errortype': known.type });
    }
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    arn: options.arn,
    endpoint: `http://127.0.0.1:${port}`,
    reader: {
      exists: (key) => Promise.resolve(Object.prototype.hasOwnProperty.call(state.items, key)),
      get: (key) => {
        const value = state.items[key];
        return value === undefined ? Promise.reject(new Error(`Key ${key} not found`)) : Promise.resolve(value);
      },
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

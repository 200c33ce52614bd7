// aws-ses-v2-local: the SES v2 API plus a mail viewer at its root, `GET /store` and
// `POST /clear-store`. Mail is kept in memory only.
import type { Server } from 'node:http';
import { createRequire } from 'node:module';

// A CommonJS module with an ES-style default export: Node's ESM import would hand back the
// exports object, so require it and pick `default` explicitly.
const { default: startSesServer } = createRequire(import.meta.url)('aws-ses-v2-local') as typeof import('aws-ses-v2-local');

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export const startSesLocal = async (): Promise<SesLocal> => {
  const server: Server = await startSesServer({ host: '127.0.0.1', port: 0 });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('SES local has no address');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => closeServer(server),
  };
};

export const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });

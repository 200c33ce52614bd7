// The local one-origin server as a test of addresses needs it: the real server, API gateway and
// static web over a temporary web/dist-like folder of `files`, with the function runtime given
// by the test (photographer routes refused, no media, Cognito or S3). `close` stops the server
// and removes the folder. Used by infra/test/local-site-status.test.ts and
// functions/test/gallery-address-routing.test.ts.
import { fallbackDomain, httpFunctionEntries } from '@fotostudio/functions/function-entries';
import { routeTable } from '@fotostudio/shared/contracts/routes';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApiGateway } from '../../local/api-gateway/api-gateway.js';
import { createStaticWeb } from '../../local/cloudfront/static-web.js';
import { sendText } from '../../local/http-util.js';
import type { FunctionRuntime } from '../../local/lambda/function-runtime.js';
import { startLocalServer } from '../../local/local-server.js';
import { createLogger } from '../../local/logger.js';

export interface OneOriginServer {
  url: string;
  close: () => Promise<void>;
}

/** `files`: each file's path in the dist folder and its content. */
export const startOneOriginServer = async (distDirPrefix: string, files: Record<string, string>, invoke: FunctionRuntime['invoke']): Promise<OneOriginServer> => {
  const distDir = mkdtempSync(join(tmpdir(), distDirPrefix));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), content);
  }
  const logger = createLogger(true);
  const server = await startLocalServer({ port: 0, logger, rateLimiter: () => false });
  const notHere = (_req: unknown, res: Parameters<typeof sendText>[0]) => sendText(res, 404, 'Not here');
  server.setRoutes({
    api: createApiGateway({
      routes: routeTable,
      functionEntries: httpFunctionEntries,
      fallbackDomain,
      runtime: { invoke },
      authorize: async () => ({ error: 'no photographer routes here' }),
      logger,
    }),
    media: notHere,
    cognito: notHere,
    s3: notHere,
    runtimeConfig: notHere,
    web: createStaticWeb({ distDir }),
  });
  return {
    url: server.url,
    close: async () => {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
};

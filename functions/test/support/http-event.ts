// API Gateway (payload 2.0) events for calling a handler in-process, as the gateway would.
import type { Context } from 'aws-lambda';
import type { HttpEvent } from '../../src/lib/http/types.js';

export const httpEvent = (method: string, path: string, extra: Partial<HttpEvent> = {}): HttpEvent => ({
  version: '2.0',
  routeKey: `${method} ${path}`,
  rawPath: path,
  rawQueryString: '',
  headers: { 'Content-Type': 'application/json' },
  isBase64Encoded: false,
  requestContext: {
    accountId: 'local',
    apiId: 'local',
    domainName: '127.0.0.1',
    domainPrefix: '127',
    http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
    requestId: 'req-1',
    routeKey: `${method} ${path}`,
    stage: '$default',
    time: '',
    timeEpoch: Date.now(),
  },
  ...extra,
});

export const lambdaContext = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

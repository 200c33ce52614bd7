// The Lambda Invoke API (`POST /2015-03-31/functions/<name>/invocations`) for the functions
// cognito-local calls as triggers. It listens on an internal port of 127.0.0.1 that only
// cognito-local is told about (never on the origin), and only for calls signed with the
// stack's credentials. Answers as Lambda does: 200 with the result, or 200 with
// `X-Amz-Function-Error: Unhandled` and the error (type and message, no stack) as payload.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FunctionRuntime } from './function-runtime.js';
import { BodyTooLargeError, readBody, sendJson, withoutFilePaths } from '../http-util.js';
import type { Logger } from '../logger.js';
import { closeServer } from '../ses/ses-local.js';
import type { ReceivedRequest, SigV4Verdict } from '../iam/sigv4.js';

export const LAMBDA_INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

export interface InvokableFunction {
  entry: string;
  timeoutMs: number;
}

const missingToken = (res: ServerResponse) =>
  sendJson(res, 403, { message: 'Missing Authentication Token' }, { 'x-amzn-errortype': 'MissingAuthenticationTokenException' });

export const createLambdaInvokeRoute = (options: {
  functions: Record<string, InvokableFunction>;
  runtime: FunctionRuntime;
  /** Checks a SigV4 signature (service lambda) against the stack's credentials. */
  verifySignature: (request: ReceivedRequest) => Promise<SigV4Verdict>;
  logger: Logger;
}) => {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawUrl = req.url ?? '/';
    const functionName = LAMBDA_INVOKE_PATH.exec(rawUrl.split('?')[0] ?? '')?.[1];
    if (req.method !== 'POST' || functionName === undefined) {
      req.resume();
      missingToken(res);
      return;
    }
    let body: Buffer;
    try {
      body = await readBody(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { Type: 'User', message: 'Request must be smaller than 6291456 bytes' }, { 'x-amzn-errortype': 'RequestTooLargeException' });
      return;
    }
    const verdict = await options.verifySignature({ method: 'POST', rawUrl, headers: req.headers, body });
    if (!verdict.ok) {
      if (verdict.failure === 'missing') missingToken(res);
      else sendJson(res, 403, { message: verdict.message }, { 'x-amzn-errortype': 'InvalidSignatureException' });
      return;
    }
    const target = options.functions[decodeURIComponent(functionName)];
    if (!target) {
      sendJson(
        res,
        404,
        { Type: 'User', message: `Function not found: ${functionName}` },
        { 'x-amzn-errortype': 'ResourceNotFoundException' },
      );
      return;
    }
    let event: unknown;
    try {
      event = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch {
      sendJson(res, 400, { Type: 'User', message: 'Could not parse request body into json' }, { 'x-amzn-errortype': 'InvalidRequestContentException' });
      return;
    }

    const name = decodeURIComponent(functionName);
    const invoke = () => options.runtime.invoke({ entry: target.entry, functionName: name, timeoutMs: target.timeoutMs }, event);
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      invoke().catch((error: unknown) => options.logger.error(`${name} failed (asynchronous invocation)`, error));
      res.writeHead(202).end();
      return;
    }
    try {
      const result = await invoke();
      const payload = JSON.stringify(result ?? null);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
      res.end(payload);
    } catch (error) {
      options.logger.error(`${name} failed`, error);
      const failure = error instanceof Error ? error : new Error(String(error));
      sendJson(
        res,
        200,
        // cognito-local passes the message on to the client (as Cognito does): no paths in it.
        { errorType: failure.name, errorMessage: withoutFilePaths(failure.message) },
        { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' },
      );
    }
  };
};

/** The Lambda endpoint on its own port of 127.0.0.1, for cognito-local only. */
export const startLambdaInvokeListener = async (
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  logger: Logger,
): Promise<{ url: string; close(): Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => {
      logger.error(`${req.method} ${req.url} failed in the Lambda endpoint`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' }, { 'x-amzn-errortype': 'ServiceException' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the Lambda endpoint has no address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => closeServer(server) };
};

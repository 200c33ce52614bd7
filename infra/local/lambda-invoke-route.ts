// The Lambda Invoke API (`POST /2015-03-31/functions/<name>/invocations`) for the functions
// cognito-local calls as triggers. Answers as Lambda does: 200 with the result, or 200
// with `X-Amz-Function-Error: Unhandled` and the error as payload.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FunctionRuntime } from './function-runtime.js';
import { BodyTooLargeError, readBody, sendJson } from './http-util.js';
import type { Logger } from './logger.js';

export const LAMBDA_INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const MAX_PAYLOAD_BYTES = 6 * 1024 * 1024;

export interface InvokableFunction {
  entry: string;
  timeoutMs: number;
}

export const createLambdaInvokeRoute = (options: {
  functions: Record<string, InvokableFunction>;
  runtime: FunctionRuntime;
  logger: Logger;
}) => {
  return async (req: IncomingMessage, res: ServerResponse, functionName: string): Promise<void> => {
    // Only SDK clients (cognito-local) call this; a browser on the same origin must not.
    if (req.method !== 'POST' || !(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      sendJson(res, 403, { message: 'Missing Authentication Token' }, { 'x-amzn-errortype': 'MissingAuthenticationTokenException' });
      return;
    }
    const target = options.functions[functionName];
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
      const body = await readBody(req, MAX_PAYLOAD_BYTES);
      event = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch (error) {
      const tooLarge = error instanceof BodyTooLargeError;
      sendJson(
        res,
        tooLarge ? 413 : 400,
        { Type: 'User', message: tooLarge ? 'Request must be smaller than 6291456 bytes' : 'Could not parse request body into json' },
        { 'x-amzn-errortype': tooLarge ? 'RequestTooLargeException' : 'InvalidRequestContentException' },
      );
      return;
    }

    const invoke = () => options.runtime.invoke({ entry: target.entry, functionName, timeoutMs: target.timeoutMs }, event);
    if (req.headers['x-amz-invocation-type'] === 'Event') {
      invoke().catch((error: unknown) => options.logger.error(`${functionName} failed (asynchronous invocation)`, error));
      res.writeHead(202).end();
      return;
    }
    try {
      const result = await invoke();
      const payload = JSON.stringify(result ?? null);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-executed-version': '$LATEST' });
      res.end(payload);
    } catch (error) {
      options.logger.error(`${functionName} failed`, error);
      const failure = error instanceof Error ? error : new Error(String(error));
      sendJson(
        res,
        200,
        { errorType: failure.name, errorMessage: failure.message, trace: (failure.stack ?? '').split('\n') },
        { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' },
      );
    }
  };
};

// Runs a Lambda handler in this process the way the Lambda runtime would: the same entry
// file the CDK app bundles, an invocation context, a timeout.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

export interface InvokeOptions {
  /** Entry file relative to the root, as listed in functions/src/function-entries.ts. */
  entry: string;
  functionName: string;
  timeoutMs: number;
}

export interface FunctionRuntime {
  invoke(options: InvokeOptions, event: unknown): Promise<unknown>;
}

type Handler = (event: unknown, context: Context) => unknown;

const isHandler = (value: unknown): value is Handler => typeof value === 'function';

export class FunctionTimeoutError extends Error {
  override readonly name = 'FunctionTimeoutError';
}

export const createFunctionRuntime = (options: { root: string; region: string }): FunctionRuntime => {
  const modules = new Map<string, Promise<Handler>>();

  const load = (entry: string): Promise<Handler> => {
    let loaded = modules.get(entry);
    if (!loaded) {
      loaded = import(pathToFileURL(resolve(options.root, entry)).href).then((module: Record<string, unknown>) => {
        const handler = module.handler;
        if (!isHandler(handler)) throw new Error(`${entry} does not export a handler function`);
        return handler;
      });
      // A failed import (file not written yet, syntax error) is retried on the next call.
      loaded.catch(() => modules.delete(entry));
      modules.set(entry, loaded);
    }
    return loaded;
  };

  return {
    invoke: async ({ entry, functionName, timeoutMs }, event) => {
      const handler = await load(entry);
      const deadline = Date.now() + timeoutMs;
      const requestId = randomUUID();
      const context: Context = {
        callbackWaitsForEmptyEventLoop: true,
        functionName,
        functionVersion: '$LATEST',
        invokedFunctionArn: `arn:aws:lambda:${options.region}:000000000000:function:${functionName}`,
        memoryLimitInMB: '1024',
        awsRequestId: requestId,
        logGroupName: `/aws/lambda/${functionName}`,
        logStreamName: `local/[$LATEST]${requestId.replaceAll('-', '')}`,
        getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
        done: () => undefined,
        fail: () => undefined,
        succeed: () => undefined,
      };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new FunctionTimeoutError(`${functionName}: Task timed out after ${timeoutMs / 1000} seconds`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([Promise.resolve(handler(event, context)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
};

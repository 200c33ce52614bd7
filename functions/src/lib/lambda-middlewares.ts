// The Powertools middlewares every function starts with, HTTP or event, in this order:
// the Lambda context in every log line, the handler's trace when the function carries the
// X-Ray SDK (powertools-middlewares.ts), then a ColdStart metric and the invocation's
// metrics flushed. Kept apart from the tracer so a function may leave the X-Ray SDK out.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger.js';
import { metrics } from './metrics.js';

export const lambdaMiddlewares = <E, R>(handlerTrace?: middy.MiddlewareObj<E, R, Error, Context>): middy.MiddlewareObj<E, R, Error, Context>[] => [
  injectLambdaContext(logger, { resetKeys: true }),
  ...(handlerTrace ? [handlerTrace] : []),
  logMetrics(metrics, { captureColdStartMetric: true }),
];

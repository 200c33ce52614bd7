// The Powertools middlewares every function starts with, HTTP or event, in this order:
// the Lambda context in every log line, the handler traced (responses stay out of traces:
// they carry personal data), then a ColdStart metric and the invocation's metrics flushed.
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './logger.js';
import { metrics } from './metrics.js';
import { tracer } from './tracer.js';

export const powertoolsMiddlewares = <E, R>(): middy.MiddlewareObj<E, R, Error, Context>[] => [
  injectLambdaContext(logger, { resetKeys: true }),
  captureLambdaHandler(tracer, { captureResponse: false }),
  logMetrics(metrics, { captureColdStartMetric: true }),
];

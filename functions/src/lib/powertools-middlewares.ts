// The Powertools middlewares of a function traced with the X-Ray SDK: the handler traced
// (responses stay out of traces: they carry personal data) between the logger's context
// and the metrics (lambda-middlewares.ts).
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { lambdaMiddlewares } from './lambda-middlewares.js';
import { tracer } from './tracer.js';

export const powertoolsMiddlewares = <E, R>(): middy.MiddlewareObj<E, R, Error, Context>[] =>
  lambdaMiddlewares<E, R>(captureLambdaHandler(tracer, { captureResponse: false }) as middy.MiddlewareObj<E, R, Error, Context>);

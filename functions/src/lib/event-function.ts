// The one factory for event functions (S3, DynamoDB stream, Cognito triggers): the same
// Powertools stack as the HTTP functions, plus one outcome metric per invocation, so every
// event source is logged, traced and counted the same way.
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { countOutcome } from './metrics.js';
import { powertoolsMiddlewares } from './powertools-middlewares.js';

export type EventHandler<E, R> = (event: E, context: Context) => Promise<R>;

const outcome = <E, R>(): middy.MiddlewareObj<E, R, Error, Context> => ({
  after: () => countOutcome('EventHandled'),
  // The handler logged what failed; Lambda retries or reports the error as thrown.
  onError: () => countOutcome('EventFailed'),
});

export const eventFunction = <E, R>(handler: EventHandler<E, R>): EventHandler<E, R> =>
  middy<E, R, Error, Context>()
    .use([...powertoolsMiddlewares<E, R>(), outcome<E, R>()])
    .handler(handler) as unknown as EventHandler<E, R>;

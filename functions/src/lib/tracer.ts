// X-Ray tracing (Powertools): the handler's segment and every AWS SDK call as a subsegment.
// Tracing only runs inside Lambda with active tracing (Powertools checks AWS_EXECUTION_ENV),
// so the local stand-in and the tests never try to reach an X-Ray daemon.
import { Tracer } from '@aws-lambda-powertools/tracer';
import { observabilityConfig } from './config.js';

const { POWERTOOLS_SERVICE_NAME, POWERTOOLS_TRACE_ENABLED } = observabilityConfig();

export const tracer = new Tracer({
  serviceName: POWERTOOLS_SERVICE_NAME,
  ...(POWERTOOLS_TRACE_ENABLED === undefined ? {} : { enabled: POWERTOOLS_TRACE_ENABLED }),
});

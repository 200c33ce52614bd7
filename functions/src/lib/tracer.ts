// X-Ray tracing (Powertools): the handler's segment and every AWS SDK call as a subsegment.
// Tracing only runs inside Lambda with active tracing (Powertools checks AWS_EXECUTION_ENV),
// so the local stand-in and the tests never try to reach an X-Ray daemon.
// Importing this module is what puts the X-Ray SDK in a function: it registers the SDK
// client capture (aws-clients.ts), and functions that leave it out (the gallery, see
// docs/architecture.md) carry neither the SDK nor its subsegments.
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureClientsWith } from './aws-clients.js';
import { observabilityConfig } from './config.js';

const { POWERTOOLS_SERVICE_NAME, POWERTOOLS_TRACE_ENABLED } = observabilityConfig();

export const tracer = new Tracer({
  serviceName: POWERTOOLS_SERVICE_NAME,
  ...(POWERTOOLS_TRACE_ENABLED === undefined ? {} : { enabled: POWERTOOLS_TRACE_ENABLED }),
});

captureClientsWith((client) => tracer.captureAWSv3Client(client));

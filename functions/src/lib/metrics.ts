// CloudWatch metrics in the Embedded Metric Format, one instance per function (Powertools).
// Namespace and service come from the function's configuration (set per function by CDK);
// every function emits a ColdStart metric and one outcome metric per request or event.
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { observabilityConfig } from './config.js';
import { logger } from './logger.js';

const { POWERTOOLS_METRICS_NAMESPACE, POWERTOOLS_SERVICE_NAME } = observabilityConfig();

export const metrics = new Metrics({
  namespace: POWERTOOLS_METRICS_NAMESPACE,
  serviceName: POWERTOOLS_SERVICE_NAME,
  // Its own warnings (an invalid dimension, say) go through the structured logger.
  logger,
});

/** Counts one occurrence of a use case's outcome, e.g. `PhotographerCreated`. */
export const countOutcome = (name: string, count = 1): void => {
  metrics.addMetric(name, MetricUnit.Count, count);
};

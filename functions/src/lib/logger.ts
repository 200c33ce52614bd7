// One structured JSON logger per function instance (created at module scope, as the
// Powertools examples do). Never log whole events: they carry tokens and personal data.
import { Logger } from '@aws-lambda-powertools/logger';
import { observabilityConfig } from './config.js';

const { LOG_LEVEL, POWERTOOLS_SERVICE_NAME } = observabilityConfig();

export const logger = new Logger({
  serviceName: POWERTOOLS_SERVICE_NAME,
  logLevel: LOG_LEVEL === 'silent' ? 'SILENT' : (LOG_LEVEL.toUpperCase() as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR'),
});

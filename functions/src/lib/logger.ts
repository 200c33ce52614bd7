// One structured JSON logger per function instance (created at module scope, as the
// Powertools examples do). Never log whole events: they carry tokens and personal data.
import { Logger } from '@aws-lambda-powertools/logger';

const level = (process.env.LOG_LEVEL ?? 'info').toUpperCase();

export const logger = new Logger({
  serviceName: 'fotostudio',
  logLevel: level === 'SILENT' ? 'SILENT' : (level as 'DEBUG' | 'INFO' | 'WARN' | 'ERROR'),
});

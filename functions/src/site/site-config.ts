// The site's settings from the validated environment: beta places, countdown end, operator.
import { siteBetaConfig } from '../lib/config.js';
import { DomainError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';

export interface SiteConfig {
  placesTotal: number;
  deadline: Date;
  /** YYYY-MM, or undefined when no date is announced. */
  paymentsStart: string | undefined;
  operatorEmail: string;
}

/** `site.configuration_error` (the spec's "contact the administrator") when a setting is missing. */
export const siteConfig = (): SiteConfig => {
  const { SITE_BETA_PLACES, SITE_BETA_DEADLINE, SITE_PAYMENTS_START, SITE_OPERATOR_EMAIL } = siteBetaConfig();
  if (!SITE_BETA_DEADLINE || !SITE_OPERATOR_EMAIL) {
    logger.error('site: SITE_BETA_DEADLINE and SITE_OPERATOR_EMAIL must be set');
    throw new DomainError('site.configuration_error');
  }
  return { placesTotal: SITE_BETA_PLACES, deadline: new Date(SITE_BETA_DEADLINE), paymentsStart: SITE_PAYMENTS_START, operatorEmail: SITE_OPERATOR_EMAIL.toLowerCase() };
};

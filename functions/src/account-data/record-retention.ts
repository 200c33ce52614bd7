// How long a deleted account's invoices and VERI*FACTU records are kept (Código de Comercio
// art. 30: six years by default, ACCOUNT_RECORD_RETENTION_YEARS), apart from the closure's
// mails so the closure run bundles no mail composer.
import { accountDataConfig } from '../lib/config.js';

/** The day the kept invoices and records of an account deleted on `deleteOn` are purged. */
export const recordsKeptUntil = (deleteOn: string): string => {
  const until = new Date(`${deleteOn}T00:00:00Z`);
  until.setUTCFullYear(until.getUTCFullYear() + accountDataConfig().ACCOUNT_RECORD_RETENTION_YEARS);
  return until.toISOString().slice(0, 10);
};

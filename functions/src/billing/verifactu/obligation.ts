// The issuer's VERI*FACTU obligation (issue 24 point 1): from the day its legal form must invoice
// through a compliant system (RD 1007/2023, disposición final cuarta, as amended by RDL 15/2025;
// the days are configuration, VERIFACTU_OBLIGATION_*, defaulting to the legal ones in
// shared/src/verifactu/obligation-dates.ts), the switch can no longer be turned off
// (submission-switch.ts) and an invoice is issued only with it on (issue-invoice.ts). Kept apart
// from the switch so the issuing path carries no certificate or queue code.
import type { LegalForm } from '@fotostudio/shared/billing/billing-enums';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import { verifactuConfig } from '../../lib/config.js';
import { DomainError } from '../../lib/errors.js';

/**
 * Corporate-tax payers (Impuesto sobre Sociedades): companies, cooperatives and civil societies
 * (the settings do not ask whether a civil society has a commercial object; one that pays IS
 * does). A community of property, like the self-employed, pays no corporate tax.
 */
const CORPORATE_TAX_FORMS: readonly LegalForm[] = ['sl', 'sa', 'slu', 'cooperative', 'civil_society'];

/** The day (yyyy-mm-dd) from which this legal form must issue through a compliant system. */
export const obligationDateOf = (legalForm: LegalForm): string => {
  const { VERIFACTU_OBLIGATION_CORPORATE, VERIFACTU_OBLIGATION_SELF_EMPLOYED } = verifactuConfig();
  return CORPORATE_TAX_FORMS.includes(legalForm) ? VERIFACTU_OBLIGATION_CORPORATE : VERIFACTU_OBLIGATION_SELF_EMPLOYED;
};

/** Whether `now` (a Madrid day) is on or after the legal form's obligation date. */
export const verifactuCompulsory = (legalForm: LegalForm, now: Date): boolean => todayInMadrid(now) >= obligationDateOf(legalForm);

/**
 * Refuses to issue with the switch off (`switchSince` undefined) from the issuer's obligation
 * date: `billing.verifactu_compulsory`, its issue carrying the date for the message.
 */
export const requireSwitchWhenCompulsory = (legalForm: LegalForm, switchSince: string | undefined, now: Date): void => {
  if (switchSince !== undefined || !verifactuCompulsory(legalForm, now)) return;
  throw new DomainError('billing.verifactu_compulsory', { issues: [{ path: 'verifactu', message: obligationDateOf(legalForm) }] });
};

import { NOT_SUBJECT_MENTION, VAT_EXEMPTIONS, type InvoiceTotals, type VatExemption } from '@fotostudio/shared/tax/invoice-totals';
import type { IndirectTax } from '@fotostudio/shared/tax/indirect-tax';
import { EXEMPTION_CAUSES, type ExemptionCause } from '@fotostudio/shared/tax/exemption-causes';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { BILLING_CURRENCY } from '../utils/billing-currency';

/** A VAT category as documents store it (any rate a stored document carries). */
export type ShownVat = { kind: 'rate'; ratePercent: number } | { kind: 'exempt'; exemption: VatExemption; cause?: ExemptionCause | undefined } | { kind: 'not_subject' };

/** A rate as shown: "21 %" under IVA, "IGIC 9,5 %" under IGIC or IPSI (issue 22 point 3); decimals in the language's notation. */
export const useVatLabel = (): ((vat: ShownVat, tax?: IndirectTax) => string) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (vat, tax = 'IVA') => {
    if (vat.kind === 'exempt') return vat.cause ? t(`billing.vat.exemptCause.${vat.cause}`) : t('billing.vat.exempt', { cause: vat.exemption });
    if (vat.kind === 'not_subject') return t('billing.vat.notSubject');
    const rate = language === 'es' ? String(vat.ratePercent).replace('.', ',') : String(vat.ratePercent);
    return tax === 'IVA' ? t('billing.vat.rate', { rate }) : t('billing.vat.taxRate', { tax: t(`billing.taxes.${tax}`), rate });
  };
};

/**
 * Base, VAT per rate (with the legal reference of each exemption), IRPF and total, as
 * the shared invoiceTotals computes them; live in the modal, stored on a document.
 */
export const TotalsSummary = ({
  totals,
  pricesIncludeVat = false,
  live = false,
  tax = 'IVA',
}: {
  totals: Omit<InvoiceTotals, 'lines' | 'breakdown'> & { breakdown: readonly { vat: ShownVat; baseCents: number; vatCents: number }[] };
  /** The unit prices include VAT: the total is what they add up to, the VAT is inside it. */
  pricesIncludeVat?: boolean | undefined;
  live?: boolean;
  /** The document's tax (issue 22 point 3): IGIC or IPSI name their rows so ("IGIC 7 % sobre ..."). */
  tax?: IndirectTax | undefined;
}) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = useFormatMoney();
  const vatLabel = useVatLabel();
  const format = (cents: number) => money(cents, BILLING_CURRENCY);
  return (
    <div className="billing-totals" aria-live={live ? 'polite' : undefined}>
      <dl>
        <div className="billing-totals-row">
          <dt>{t('billing.totals.base')}</dt>
          <dd>{format(totals.baseCents)}</dd>
        </div>
        {totals.breakdown.map((row) => (
          <div className="billing-totals-row" key={vatLabel(row.vat)}>
            <dt>
              {tax === 'IVA'
                ? t('billing.totals.vatOn', { vat: vatLabel(row.vat), base: format(row.baseCents) })
                : t('billing.totals.taxOn', { tax: t(`billing.taxes.${tax}`), vat: vatLabel(row.vat), base: format(row.baseCents) })}
              {row.vat.kind === 'exempt' ? (
                <span className="billing-totals-note">{(row.vat.cause ? EXEMPTION_CAUSES[row.vat.cause] : VAT_EXEMPTIONS[row.vat.exemption])[language]}</span>
              ) : null}
              {row.vat.kind === 'not_subject' ? <span className="billing-totals-note">{NOT_SUBJECT_MENTION[language]}</span> : null}
            </dt>
            <dd>{format(row.vatCents)}</dd>
          </div>
        ))}
        {totals.irpf ? (
          <div className="billing-totals-row">
            <dt>{t('billing.totals.irpf', { rate: totals.irpf.ratePercent })}</dt>
            {/* Taken off the total: its negation, so the sign prints once. */}
            <dd>{format(-totals.irpf.amountCents)}</dd>
          </div>
        ) : null}
        <div className="billing-totals-row billing-totals-total">
          <dt>{t('billing.totals.total')}</dt>
          <dd>{format(totals.totalCents)}</dd>
        </div>
      </dl>
      {pricesIncludeVat ? <p className="field-hint">{t('billing.totals.pricesIncludeVat')}</p> : null}
    </div>
  );
};

/** A simplified invoice's total against its legal limit, said again as the total changes. */
export const SimplifiedLimitNote = ({ totalCents, limit }: { totalCents: number; limit: { limitCents: number; over: boolean } }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const values = { total: money(totalCents, BILLING_CURRENCY), limit: money(limit.limitCents, BILLING_CURRENCY) };
  return (
    <p className={limit.over ? 'field-error billing-simplified-limit' : 'field-hint billing-simplified-limit'} aria-live="polite">
      {t(limit.over ? 'billing.form.invoiceType.limitOver' : 'billing.form.invoiceType.limitLeft', values)}
    </p>
  );
};

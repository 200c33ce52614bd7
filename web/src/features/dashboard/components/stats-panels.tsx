import type { Dashboard } from '@fotostudio/shared/contracts/dashboard';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { invoicesHref, overdueInvoicesHref } from '../utils/dashboard-links';
import { currencyNoteOf } from '../utils/financial-currency';

/** One figure: what it is, its value and a line of detail. */
const Stat = ({ label, value, detail, tone }: { label: string; value: ReactNode; detail?: ReactNode; tone?: 'warning' }) => (
  <div className={tone ? `dashboard-stat is-${tone}` : 'dashboard-stat'}>
    <dt className="dashboard-stat-label">{label}</dt>
    <dd className="dashboard-stat-value">{value}</dd>
    {detail ? <dd className="dashboard-stat-detail">{detail}</dd> : null}
  </div>
);

export const GeneralStats = ({ general }: { general: Dashboard['general'] }) => {
  const { t } = useTranslation();
  return (
    <dl className="dashboard-stats">
      <Stat label={t('dashboard.stats.sessions')} value={general.sessions} />
      <Stat label={t('dashboard.stats.clients')} value={general.clients} detail={t('dashboard.stats.newInPeriod', { count: general.newClients })} />
      <Stat label={t('dashboard.stats.contacts')} value={general.contacts} detail={t('dashboard.stats.newInPeriod', { count: general.newContacts })} />
      <Stat label={t('dashboard.stats.galleriesShared')} value={general.galleriesShared} />
      <Stat label={t('dashboard.stats.selectionsConfirmed')} value={general.selectionsConfirmed} />
    </dl>
  );
};

/** What the amounts are in: euros, the preference's currency at the ECB's rates, or euros until the first rates arrive. */
const CurrencyNote = ({ currency }: { currency: Dashboard['financial']['currency'] }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const note = currencyNoteOf(currency);
  return (
    <p className="dashboard-muted">
      {note.key === 'dashboard.stats.converted'
        ? t(note.key, { currency: note.currency, date: formatDate(note.rateDay) })
        : note.key === 'dashboard.stats.noRates'
          ? t(note.key, { currency: note.currency })
          : t(note.key)}
    </p>
  );
};

/** The period's invoiced amounts, and what is owed now (whenever it was issued), in the currency the answer names. */
export const FinancialStats = ({ financial }: { financial: Dashboard['financial'] }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const money = (minorUnits: number) => formatMoney(minorUnits, financial.currency.code);
  const { revenue } = financial;
  return (
    <>
      <dl className="dashboard-stats">
        <Stat label={t('dashboard.stats.revenue')} value={money(revenue.baseCents)} detail={t('dashboard.stats.invoices', { count: revenue.invoices })} />
        <Stat label={t('dashboard.stats.vat')} value={money(revenue.vatCents)} />
        <Stat label={t('dashboard.stats.irpf')} value={money(revenue.irpfCents)} />
        <Stat label={t('dashboard.stats.total')} value={money(revenue.totalCents)} />
      </dl>
      <MoneyOwed financial={financial} />
      <CurrencyNote currency={financial.currency} />
    </>
  );
};

/** Pending and overdue amounts: shown on both tabs' side, each a way into the invoices list. */
export const MoneyOwed = ({ financial }: { financial: Pick<Dashboard['financial'], 'pending' | 'overdue' | 'currency'> }) => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const euros = (minorUnits: number) => formatMoney(minorUnits, financial.currency.code);
  return (
    <dl className="dashboard-stats dashboard-owed">
      <Stat
        label={t('dashboard.stats.pending')}
        value={euros(financial.pending.totalCents)}
        detail={<Link to={invoicesHref}>{t('dashboard.stats.unpaid', { count: financial.pending.count })}</Link>}
      />
      <Stat
        label={t('dashboard.stats.overdue')}
        value={euros(financial.overdue.totalCents)}
        tone={financial.overdue.count > 0 ? 'warning' : undefined}
        detail={<Link to={overdueInvoicesHref}>{t('dashboard.stats.unpaid', { count: financial.overdue.count })}</Link>}
      />
    </dl>
  );
};

import type { DocumentKind, DocumentStatus } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { DocumentStats as Stats } from '@fotostudio/shared/contracts/billing/document';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { BILLING_CURRENCY } from '../utils/billing-currency';

/** `due`: what is still due on them (a partly paid invoice counts its rest) instead of their totals. */
const sum = (stats: Stats, statuses: readonly DocumentStatus[], due = false) =>
  statuses.reduce(
    (total, status) => ({
      count: total.count + (stats.byStatus[status]?.count ?? 0),
      totalCents: total.totalCents + ((due ? stats.byStatus[status]?.amountDueCents : stats.byStatus[status]?.totalCents) ?? 0),
    }),
    { count: 0, totalCents: 0 },
  );

/** The figures of the list as filtered (every filter but status and paging). */
export const DocumentStats = ({ kind, stats }: { kind: DocumentKind; stats: Stats }) => {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const figure = (total: { count: number; totalCents: number }) => ({
    value: money(total.totalCents, BILLING_CURRENCY),
    detail: t('billing.stats.documents', { count: total.count }),
  });
  const figures =
    kind === 'quote'
      ? [
          { id: 'total', label: t('billing.stats.count'), value: String(stats.count), detail: money(stats.totalCents, BILLING_CURRENCY) },
          { id: 'pending', label: t('billing.stats.pendingQuotes'), ...figure(sum(stats, ['pending'])) },
          { id: 'converted', label: t('billing.stats.converted'), ...figure(sum(stats, ['converted'])) },
        ]
      : [
          { id: 'total', label: t('billing.stats.total'), value: money(stats.totalCents, BILLING_CURRENCY), detail: t('billing.stats.documents', { count: stats.count }) },
          { id: 'paid', label: t('billing.stats.paid'), ...figure(sum(stats, ['paid'])) },
          { id: 'pending', label: t('billing.stats.pending'), ...figure(sum(stats, ['draft', 'sent', 'partly_paid'], true)) },
          { id: 'overdue', label: t('billing.stats.overdue'), ...figure(sum(stats, ['overdue'], true)) },
        ];
  return (
    <section className="billing-stats" aria-label={t('billing.stats.label')}>
      {figures.map((item) => (
        <div key={item.id} className="billing-stat card">
          <p className="billing-stat-label">{item.label}</p>
          <p className="billing-stat-value">{item.value}</p>
          <p className="billing-stat-detail">{item.detail}</p>
        </div>
      ))}
    </section>
  );
};

import type { Dashboard, NeedsYouItem } from '@fotostudio/shared/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFormatDate, useFormatMoney, useFormatRelativeDay, useFormatStorageSize } from '../../../hooks/use-formatters';
import { needsYouHref, needsYouListHref } from '../utils/dashboard-links';

const KINDS = ['selectionToProcess', 'invoiceOverdue', 'linkExpiring', 'sessionDeletion', 'storageNearLimit', 'agreementWaiting', 'agreementDeclined', 'agreementCountersign'] as const satisfies readonly NeedsYouItem['kind'][];

const useItemText = () => {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const relativeDay = useFormatRelativeDay();
  const formatSize = useFormatStorageSize();
  return (item: NeedsYouItem): string => {
    switch (item.kind) {
      case 'selectionToProcess':
        return t('dashboard.needsYou.items.selectionToProcess', { client: item.clientName, session: item.sessionTitle, when: relativeDay(new Date(item.confirmedAt)) });
      case 'invoiceOverdue':
        return t('dashboard.needsYou.items.invoiceOverdue', {
          number: item.number,
          client: item.clientName,
          amount: formatMoney(item.totalCents, 'EUR'),
          date: formatDate(item.dueDate),
        });
      case 'linkExpiring':
        return t('dashboard.needsYou.items.linkExpiring', { session: item.sessionTitle, client: item.clientName, when: relativeDay(new Date(item.validUntil)) });
      case 'sessionDeletion':
        return t('dashboard.needsYou.items.sessionDeletion', { session: item.sessionTitle, client: item.clientName, when: relativeDay(new Date(item.deleteAt)) });
      case 'storageNearLimit':
        return t('dashboard.needsYou.items.storageNearLimit', { percent: item.percent, used: formatSize(item.usedBytes), quota: formatSize(item.quotaBytes) });
      case 'agreementWaiting':
        return t(`dashboard.needsYou.items.agreementWaiting.${item.status}`, { title: item.title, client: item.clientName, when: relativeDay(new Date(item.expiresAt)) });
      case 'agreementDeclined':
        return t('dashboard.needsYou.items.agreementDeclined', { title: item.title, client: item.clientName, when: relativeDay(new Date(item.declinedAt)) });
      case 'agreementCountersign':
        return t('dashboard.needsYou.items.agreementCountersign', { title: item.title, client: item.clientName, when: relativeDay(new Date(item.clientsSignedAt)) });
    }
  };
};

const keyOf = (item: NeedsYouItem): string =>
  item.kind === 'invoiceOverdue' ? item.documentId : item.kind === 'storageNearLimit' ? 'storage' : item.kind === 'agreementWaiting' || item.kind === 'agreementDeclined' || item.kind === 'agreementCountersign' ? item.agreementId : item.sessionId;

/** What waits for the photographer, by kind with its count; each item links to the screen that resolves it. */
export const NeedsYouList = ({ items, counts }: { items: Dashboard['needsYou']; counts: Dashboard['needsYouCounts'] }) => {
  const { t } = useTranslation();
  const text = useItemText();
  const groups = KINDS.filter((kind) => counts[kind] > 0);
  if (groups.length === 0) return <EmptyState icon="checkCircle" title={t('dashboard.needsYou.empty')} />;
  return (
    <div className="needs-you">
      {groups.map((kind) => {
        const shown = items.filter((item) => item.kind === kind);
        const headingId = `needs-you-${kind}`;
        return (
          <section key={kind} className="needs-you-group" aria-labelledby={headingId}>
            <h3 id={headingId} className="needs-you-kind">
              {t(`dashboard.needsYou.kinds.${kind}`)} <span className="needs-you-count">{counts[kind]}</span>
            </h3>
            <ul className="needs-you-items">
              {shown.map((item) => (
                <li key={keyOf(item)}>
                  <Link to={needsYouHref(item)}>{text(item)}</Link>
                </li>
              ))}
            </ul>
            {counts[kind] > shown.length ? (
              <Link className="text-link" to={needsYouListHref(kind)}>
                {t('dashboard.needsYou.more', { count: counts[kind] })}
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
};

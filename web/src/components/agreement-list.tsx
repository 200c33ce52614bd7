import type { AgreementStatus } from '@fotostudio/shared/agreements/agreement-status';
import { listAgreements } from '@fotostudio/shared/contracts/agreements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useFormatDate } from '../hooks/use-formatters';
import { useErrorMessage } from '../i18n/use-error-message';
import { useRoute } from '../lib/use-route';
import { Badge, type BadgeTone } from './ui/badge';
import { EmptyState } from './ui/empty-state';
import { LoadError } from './ui/load-error';
import { Spinner } from './ui/spinner';

const STATUS_TONES: Record<AgreementStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'accent',
  viewed: 'accent',
  signed: 'success',
  declined: 'warning',
  expired: 'warning',
  withdrawn: 'neutral',
  awaitingCountersignature: 'warning',
};

export const AgreementStatusBadge = ({ status }: { status: AgreementStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`agreements.status.${status}`)}</Badge>;
};

/**
 * A client's or a session's agreements, read-only (the CRM client's Agreements tab, the
 * session's detail); each opens on the agreements screen. Under the agreements list's route, so
 * a change there reloads it.
 */
export const AgreementList = ({ filter, name }: { filter: { clientId: string } | { sessionId: string }; name: string }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const agreements = useRoute(listAgreements, { query: filter });

  if (agreements.error) {
    return <LoadError message={errorMessage(agreements.error.code)} retryLabel={t('common.retry')} onRetry={() => void agreements.mutate()} />;
  }
  if (!agreements.data) return <Spinner label={t('agreements.embedded.loading')} />;
  if (agreements.data.agreements.length === 0) return <EmptyState icon="book" title={t('agreements.embedded.empty')} message={t('agreements.list.empty.message')} />;
  return (
    <ul className="agreement-list" aria-label={t('agreements.embedded.caption', { name })}>
      {agreements.data.agreements.map((agreement) => (
        <li key={agreement.agreementId} className="agreement-list-item">
          <Link className="agreement-list-link" to={`${paths.agreements}?agreement=${agreement.agreementId}`}>
            <span className="agreement-list-title">{agreement.title}</span>
            <span className="agreement-list-date">{formatDate(agreement.sentAt ?? agreement.createdAt)}</span>
          </Link>
          <AgreementStatusBadge status={agreement.status} />
        </li>
      ))}
    </ul>
  );
};

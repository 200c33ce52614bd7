import type { Contact } from '@fotostudio/shared/contracts/crm';
import { listSessions, type SessionStatus } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';

/** The API's page maximum: a client's sessions fit in one page. */
const CLIENT_SESSIONS_PAGE_SIZE = 500;

const STATUS_TONES: Record<SessionStatus, BadgeTone> = { active: 'accent', completed: 'success', pending: 'warning', selected: 'neutral' };

/** A client's current sessions, in the order the API lists them; each opens on the sessions screen. */
export const ClientSessionsTab = ({ contact }: { contact: Contact }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  // Under the sessions list's route: the sessions screen reloading its lists reloads this one too.
  const sessions = useRoute(listSessions, { query: { view: 'current', clientId: contact.contactId, pageSize: CLIENT_SESSIONS_PAGE_SIZE } });

  if (sessions.error) {
    return <LoadError message={errorMessage('sessions.load_failed')} retryLabel={t('common.retry')} onRetry={() => void sessions.mutate()} />;
  }
  if (!sessions.data) return <Spinner label={t('crm.detail.sessions.loading')} />;
  if (sessions.data.sessions.length === 0) {
    return <EmptyState icon="camera" title={t('crm.detail.sessions.title')} message={t('crm.detail.sessions.message', { name: contact.fullName })} />;
  }
  return (
    <ul className="crm-sessions" aria-label={t('crm.detail.sessions.caption', { name: contact.fullName })}>
      {sessions.data.sessions.map((session) => (
        <li key={session.sessionId} className="crm-session">
          <Link className="crm-session-link" to={`${paths.sessions}/${session.sessionId}`}>
            <span className="crm-session-title">{session.title}</span>
            <span className="crm-session-date">
              {session.date
                ? [formatDate(session.date), session.time?.slice(0, 5)].filter(Boolean).join(', ')
                : t('crm.detail.sessions.noDate')}
            </span>
          </Link>
          <Badge tone={STATUS_TONES[session.status]}>{t(`crm.detail.sessions.status.${session.status}`)}</Badge>
        </li>
      ))}
    </ul>
  );
};

import type { PublishedDeliveryView } from '@fotostudio/shared/contracts/session-delivery';
import type { SessionStatus, SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { useFormatDate } from '../../../hooks/use-formatters';

const STATUS_TONES: Record<SessionStatus, BadgeTone> = {
  active: 'accent',
  completed: 'success',
  pending: 'warning',
  selected: 'neutral',
};

export const SessionStatusBadge = ({ status }: { status: SessionStatus }) => {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONES[status]}>{t(`sessions.list.statuses.${status}`)}</Badge>;
};

/**
 * Where the session's published delivery stands, with its date: open until its end, expired, or
 * withdrawn (as the server saw it when it answered); nothing when none was published.
 */
export const SessionDeliveryBadge = ({ delivery }: { delivery: PublishedDeliveryView | null }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!delivery) return null;
  const date = formatDate(new Date(delivery.state === 'withdrawn' && delivery.withdrawnAt ? delivery.withdrawnAt : delivery.expiresAt));
  return (
    <Badge tone={delivery.state === 'open' ? 'success' : 'neutral'}>
      {t(`sessions.list.delivery.${delivery.state}`, { date })}
    </Badge>
  );
};

/** `HH:mm` of a session's `HH:mm:ss` time. */
export const shortTime = (time: string): string => time.slice(0, 5);

/** The session's day and time in the photographer's format, or "no date". */
export const SessionWhen = ({ session }: { session: Pick<SessionSummary, 'date' | 'time'> }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (!session.date) return <span className="sessions-muted">{t('sessions.list.noDate')}</span>;
  return (
    <span className="sessions-nowrap">
      {session.time
        ? t('sessions.list.dateAtTime', { date: formatDate(session.date), time: shortTime(session.time) })
        : formatDate(session.date)}
    </span>
  );
};

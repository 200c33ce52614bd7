import type { CalendarSession } from '@fotostudio/shared/contracts/dashboard';
import { Link } from 'react-router-dom';
import { useFormatDate } from '../../../hooks/use-formatters';
import { sessionHref } from '../utils/dashboard-links';
import { CalendarSessionBadges } from './order-status-badge';

/** Sessions as rows (upcoming sessions, the calendar's list mode): date and time, title, client, badges. */
export const SessionRows = ({ sessions }: { sessions: readonly CalendarSession[] }) => {
  const formatDate = useFormatDate();
  return (
    <ul className="dashboard-rows">
      {sessions.map((session) => (
        <li key={session.sessionId} className="dashboard-row">
          <div className="dashboard-row-main">
            <Link to={sessionHref(session.sessionId)} className="dashboard-row-title">
              {session.title}
            </Link>
            <span className="dashboard-muted">
              {formatDate(session.date)}
              {session.time ? ` ${session.time.slice(0, 5)}` : ''} · {session.clientName}
            </span>
          </div>
          <CalendarSessionBadges session={session} />
        </li>
      ))}
    </ul>
  );
};

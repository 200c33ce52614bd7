import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../../components/ui/data-table-paging';
import { Icon } from '../../../components/ui/icon';
import { Pager } from '../../../components/ui/pager';
import { RowActions } from '../../../components/ui/row-actions';
import { Spinner } from '../../../components/ui/spinner';
import { thumbhashPlaceholder } from '../../../lib/thumbhash-placeholder';
import { SESSION_PAGE_SIZES } from '../utils/session-list-params';
import { SessionDeliveryBadge, SessionStatusBadge, SessionWhen } from './session-badges';
import { sessionRowActions, type SessionActions } from './session-row-actions';
import type { SessionPageViewProps } from './session-table';

const SessionCard = ({ session, actions }: { session: SessionSummary; actions: SessionActions }) => {
  const { t } = useTranslation();
  const placeholder = thumbhashPlaceholder(session.coverThumbhash);
  return (
    <li className="session-card">
      <div
        className="session-card-cover"
        style={placeholder ? { backgroundImage: `url(${placeholder})` } : undefined}
        aria-hidden="true"
      >
        {session.coverUrl ? (
          <img src={session.coverUrl} alt="" loading="lazy" decoding="async" />
        ) : placeholder ? null : (
          <Icon name="camera" size={32} className="session-card-cover-icon" />
        )}
      </div>
      <div className="session-card-body">
        <h3 className="session-card-title">
          {/* The whole card opens the session; its own buttons sit above this link's area. */}
          <button type="button" className="session-card-open" onClick={() => actions.open(session)}>
            {session.title}
          </button>
        </h3>
        <p className="session-card-client">{session.clientName}</p>
        <p className="session-card-meta">
          <SessionWhen session={session} />
        </p>
        <p className="session-card-meta">
          <span>{t(`sessions.list.types.${session.sessionType}`)}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('sessions.list.imageCount', { count: session.imageCount })}</span>
        </p>
        <div className="session-card-footer">
          <span className="session-badges">
            <SessionStatusBadge status={session.status} />
            <SessionDeliveryBadge delivery={session.delivery} />
          </span>
          <RowActions actions={sessionRowActions(t, actions, session).filter((action) => action.id !== 'open')} />
        </div>
      </div>
    </li>
  );
};

/** The current sessions as cards with their cover, paged like the list. */
export const SessionGridView = ({
  page,
  state,
  loading,
  actions,
  empty,
  onStateChange,
}: SessionPageViewProps & { actions: SessionActions }) => {
  const { t } = useTranslation();
  const range = pageWindow(page.totalCount, state.page, state.pageSize);
  const body = () => {
    if (page.sessions.length > 0) {
      return (
        <ul className="session-grid" aria-label={t('sessions.list.caption')}>
          {page.sessions.map((session) => (
            <SessionCard key={session.sessionId} session={session} actions={actions} />
          ))}
        </ul>
      );
    }
    return loading ? <Spinner label={t('common.loading')} /> : empty;
  };
  return (
    <div className="session-grid-wrap" aria-busy={loading || undefined}>
      {body()}
      <Pager
        range={range}
        totalCount={page.totalCount}
        pageSize={state.pageSize}
        pageSizeOptions={SESSION_PAGE_SIZES}
        onPageChange={(next) => onStateChange({ page: next })}
        onPageSizeChange={(pageSize) => onStateChange({ pageSize, page: 1 })}
      />
    </div>
  );
};

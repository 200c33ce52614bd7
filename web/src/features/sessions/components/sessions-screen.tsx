import { listSessions, type SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState, NoMatchesState } from '../../../components/ui/empty-state';
import { Icon, type IconName } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { dayIn } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { usePreferences } from '../../../lib/preferences';
import { useRoute } from '../../../lib/use-route';
import { useSessionsUrl } from '../hooks/use-sessions-url';
import { monthOf, weekStartOf } from '../utils/calendar-month';
import {
  calendarQueryOf,
  isFiltered,
  listQueryOf,
  SESSION_LAYOUTS,
  withoutFilters,
  type SessionLayout,
  type SessionListState,
} from '../utils/session-list-params';
import { ArchivedSessionsTable, NoArchivedSessions } from './archived-sessions';
import { CalendarFeedDialog } from './calendar-feed-dialog';
import { SessionCalendar } from './session-calendar';
import { SessionEmailDialog } from './session-email-dialog';
import { SessionFilters } from './session-filters';
import { SessionGridView } from './session-grid-view';
import { ArchiveSessionDialog, DeleteSessionDialog, RestoreSessionDialog } from './session-lifecycle-dialogs';
import { SessionListView } from './session-list-view';
import { ShareLinkDialog } from './share-link-dialog';
import type { SessionActions } from './session-row-actions';

const LAYOUT_ICONS: Record<SessionLayout, IconName> = { list: 'list', grid: 'grid', calendar: 'calendar' };

const LayoutSwitch = ({ layout, onChange }: { layout: SessionLayout; onChange: (layout: SessionLayout) => void }) => {
  const { t } = useTranslation();
  return (
    <div className="sessions-layouts" role="group" aria-label={t('sessions.list.layouts.label')}>
      {SESSION_LAYOUTS.map((option) => (
        <Button
          key={option}
          variant={option === layout ? 'primary' : 'secondary'}
          aria-pressed={option === layout}
          icon={<Icon name={LAYOUT_ICONS[option]} size={18} />}
          onClick={() => onChange(option)}
        >
          {t(`sessions.list.layouts.${option}`)}
        </Button>
      ))}
    </div>
  );
};

/** The photographer's today, in their time zone. */
const useToday = (): string => {
  const { timezone } = usePreferences();
  return dayIn(new Date(), timezone);
};

const NoResults = ({ state, onChange }: { state: SessionListState; onChange: (state: SessionListState) => void }) => {
  const { t } = useTranslation();
  return (
    <NoMatchesState
      title={t('sessions.list.noResults.title')}
      message={t('sessions.list.noResults.message')}
      clearLabel={t('sessions.list.filters.clear')}
      onClear={() => onChange(withoutFilters(state))}
    />
  );
};

/** The current sessions as a list, a grid or a month calendar, searched and filtered. */
const CurrentSessions = ({ actions, onNew }: { actions: SessionActions; onNew: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { state, update } = useSessionsUrl();
  const { timezone } = usePreferences();
  const today = useToday();
  const weekStart = weekStartOf(timezone);
  const month = state.month || monthOf(today);
  const isCalendar = state.layout === 'calendar';
  const query = useMemo(
    () => (isCalendar ? calendarQueryOf(state, month, weekStart) : listQueryOf(state)),
    [isCalendar, state, month, weekStart],
  );
  // While the next page, filter or month loads, what was shown stays instead of a spinner.
  const sessions = useRoute(listSessions, { query }, { keepPreviousData: true });
  const page = sessions.data;
  const replaceState = (next: SessionListState) => update(next);

  // Past the last page (its last session was archived, or a stale link): show the last one there is.
  useEffect(() => {
    if (!isCalendar && page && !sessions.isValidating && page.sessions.length === 0 && page.totalCount > 0 && state.page > page.totalPages) {
      update({ page: page.totalPages });
    }
  }, [isCalendar, page, sessions.isValidating, state.page, update]);

  const body = () => {
    if (sessions.error) {
      return <LoadError message={errorMessage('sessions.load_failed')} retryLabel={t('common.retry')} onRetry={() => void sessions.mutate()} />;
    }
    if (!page) return <Spinner label={t('sessions.list.loading')} />;
    if (isCalendar) {
      return (
        <SessionCalendar
          month={month}
          today={today}
          weekStart={weekStart}
          sessions={page.sessions}
          loading={sessions.isLoading}
          onMonthChange={(next) => update({ month: next === monthOf(today) ? '' : next })}
          onOpen={actions.open}
        />
      );
    }
    // Nothing at all yet, as opposed to nothing that matches: the first needs a create button, not filters.
    if (page.totalCount === 0 && !isFiltered(state) && !sessions.isLoading) {
      return (
        <EmptyState
          icon="camera"
          title={t('sessions.list.empty.title')}
          message={t('sessions.list.empty.message')}
          action={
            <Button icon={<Icon name="plus" size={18} />} onClick={onNew}>
              {t('sessions.page.new')}
            </Button>
          }
        />
      );
    }
    const shared = {
      page,
      state,
      loading: sessions.isLoading,
      actions,
      empty: <NoResults state={state} onChange={replaceState} />,
      onStateChange: update,
    };
    return state.layout === 'grid' ? <SessionGridView {...shared} /> : <SessionListView {...shared} />;
  };

  return (
    <div className="sessions-panel">
      <div className="sessions-toolbar">
        <LayoutSwitch layout={state.layout} onChange={(layout) => update({ layout, page: 1 })} />
      </div>
      <SessionFilters state={state} onChange={update} onClear={() => replaceState(withoutFilters(state))} />
      {body()}
    </div>
  );
};

/** The archived sessions: restore or delete now, before their deletion day. */
const ArchivedSessions = ({
  onRestore,
  onDelete,
}: {
  onRestore: (session: SessionSummary) => void;
  onDelete: (session: SessionSummary) => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { state, update } = useSessionsUrl();
  const sessions = useRoute(listSessions, { query: listQueryOf(state) }, { keepPreviousData: true });
  const page = sessions.data;

  const body = () => {
    if (sessions.error) {
      return <LoadError message={errorMessage('sessions.load_failed')} retryLabel={t('common.retry')} onRetry={() => void sessions.mutate()} />;
    }
    if (!page) return <Spinner label={t('sessions.archive.loading')} />;
    if (page.totalCount === 0 && !isFiltered(state) && !sessions.isLoading) return <NoArchivedSessions />;
    return (
      <ArchivedSessionsTable
        page={page}
        state={state}
        loading={sessions.isLoading}
        empty={<NoResults state={state} onChange={update} />}
        onStateChange={update}
        onRestore={onRestore}
        onDelete={onDelete}
      />
    );
  };

  return (
    <div className="sessions-panel">
      <p className="sessions-muted">{t('sessions.archive.intro')}</p>
      <SessionFilters state={state} onChange={update} onClear={() => update(withoutFilters(state))} />
      {body()}
    </div>
  );
};

/**
 * /dashboard/sessions: the current and archived sessions, the calendar subscription, and
 * the dialogs of the list's row actions. Opening, creating or editing a session goes to a
 * child route whose modal the page renders over itself (`outlet`).
 */
export const SessionsScreen = () => {
  const { t } = useTranslation();
  const url = useSessionsUrl();
  const [archiving, setArchiving] = useState<SessionSummary | null>(null);
  const [restoring, setRestoring] = useState<SessionSummary | null>(null);
  const [deleting, setDeleting] = useState<SessionSummary | null>(null);
  const [emailing, setEmailing] = useState<SessionSummary | null>(null);
  const [sharing, setSharing] = useState<SessionSummary | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);

  const actions: SessionActions = {
    open: (session) => url.openSession(session.sessionId),
    edit: (session) => url.editSession(session.sessionId),
    email: setEmailing,
    share: setSharing,
    archive: setArchiving,
    remove: setDeleting,
  };

  return (
    <>
      <header className="page-header sessions-header">
        <div>
          <h1 className="page-title">{t('sessions.page.title')}</h1>
          <p className="page-intro">{t('sessions.page.intro')}</p>
        </div>
        <div className="sessions-header-actions">
          <Button variant="secondary" icon={<Icon name="calendar" size={18} />} onClick={() => setFeedOpen(true)}>
            {t('sessions.feed.open')}
          </Button>
          <Button icon={<Icon name="plus" size={18} />} onClick={url.newSession}>
            {t('sessions.page.new')}
          </Button>
        </div>
      </header>
      <Tabs
        label={t('sessions.page.tabsLabel')}
        selectedTab={url.state.tab}
        onTabChange={url.showTab}
        tabs={[
          {
            id: 'current',
            label: t('sessions.page.tabs.current'),
            panel: url.state.tab === 'current' ? <CurrentSessions actions={actions} onNew={url.newSession} /> : null,
          },
          {
            id: 'archived',
            label: t('sessions.page.tabs.archived'),
            panel: url.state.tab === 'archived' ? <ArchivedSessions onRestore={setRestoring} onDelete={setDeleting} /> : null,
          },
        ]}
      />
      <ArchiveSessionDialog session={archiving} onClose={() => setArchiving(null)} />
      <RestoreSessionDialog session={restoring} onClose={() => setRestoring(null)} />
      <DeleteSessionDialog session={deleting} onClose={() => setDeleting(null)} />
      {emailing ? <SessionEmailDialog key={emailing.sessionId} session={emailing} onClose={() => setEmailing(null)} /> : null}
      {sharing ? <ShareLinkDialog key={sharing.sessionId} sessionId={sharing.sessionId} sessionTitle={sharing.title} onClose={() => setSharing(null)} /> : null}
      {feedOpen ? <CalendarFeedDialog onClose={() => setFeedOpen(false)} /> : null}
    </>
  );
};

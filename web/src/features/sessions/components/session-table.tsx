import type { listSessions, SessionSummary } from '@fotostudio/shared/contracts/sessions';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { DataTable, pagingOf, type DataTableColumn, type DataTableProps } from '../../../components/ui/data-table';
import { SESSION_PAGE_SIZES, type SessionListState } from '../utils/session-list-params';
import { SessionWhen } from './session-badges';

/** What the list, the grid and the archive show: one page of sessions, paged through the URL's state. */
type SessionPage = RouteResponse<typeof listSessions>;

export interface SessionPageViewProps {
  page: SessionPage;
  state: SessionListState;
  loading: boolean;
  empty: ReactNode;
  onStateChange: (change: Partial<SessionListState>) => void;
}

/** The columns both tables start with: title, client and date. */
export const sessionIdentityColumns = (t: TFunction): DataTableColumn<SessionSummary>[] => [
  { id: 'title', header: t('sessions.list.columns.title'), cell: (session) => <span className="sessions-title">{session.title}</span> },
  { id: 'client', header: t('sessions.list.columns.client'), cell: (session) => session.clientName },
  { id: 'date', header: t('sessions.list.columns.date'), cell: (session) => <SessionWhen session={session} /> },
];

/** A page of sessions as a table (cards on a phone), its pager bound to the URL's state. */
export const SessionTable = ({
  page,
  state,
  loading,
  empty,
  onStateChange,
  ...table
}: SessionPageViewProps & Pick<DataTableProps<SessionSummary>, 'caption' | 'columns' | 'rowLabel' | 'onRowActivate'>) => (
  <DataTable
    {...table}
    hideCaption
    stackOnPhone
    rows={page.sessions}
    rowKey={(session) => session.sessionId}
    loading={loading}
    empty={empty}
    pageSizeOptions={SESSION_PAGE_SIZES}
    paging={pagingOf(state, page.totalCount, onStateChange)}
  />
);

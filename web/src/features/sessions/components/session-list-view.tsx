import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { SESSION_PAGE_SIZES, type SessionListState } from '../utils/session-list-params';
import type { SessionPage } from '../api/get-sessions';
import { SessionStatusBadge, SessionWhen } from './session-badges';
import { sessionRowActions, type SessionActions } from './session-row-actions';

/** The current sessions as a table: a row opens its session; its buttons edit, email, archive or delete it. */
export const SessionListView = ({
  page,
  state,
  loading,
  actions,
  empty,
  onStateChange,
}: {
  page: SessionPage;
  state: SessionListState;
  loading: boolean;
  actions: SessionActions;
  empty: ReactNode;
  onStateChange: (change: Partial<SessionListState>) => void;
}) => {
  const { t } = useTranslation();
  const columns: DataTableColumn<SessionSummary>[] = [
    { id: 'title', header: t('sessions.list.columns.title'), cell: (session) => <span className="sessions-title">{session.title}</span> },
    { id: 'client', header: t('sessions.list.columns.client'), cell: (session) => session.clientName },
    { id: 'date', header: t('sessions.list.columns.date'), cell: (session) => <SessionWhen session={session} /> },
    { id: 'type', header: t('sessions.list.columns.type'), cell: (session) => t(`sessions.list.types.${session.sessionType}`) },
    { id: 'status', header: t('sessions.list.columns.status'), cell: (session) => <SessionStatusBadge status={session.status} /> },
    {
      id: 'images',
      header: t('sessions.list.columns.images'),
      align: 'end',
      cell: (session) => t('sessions.list.imageCount', { count: session.imageCount }),
    },
    {
      id: 'actions',
      header: t('sessions.list.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (session) => <RowActions actions={sessionRowActions(t, actions, session)} />,
    },
  ];
  return (
    <DataTable
      caption={t('sessions.list.caption')}
      hideCaption
      stackOnPhone
      columns={columns}
      rows={page.sessions}
      rowKey={(session) => session.sessionId}
      rowLabel={(session) => t('sessions.list.actions.open', { name: session.title })}
      onRowActivate={actions.open}
      loading={loading}
      empty={empty}
      pageSizeOptions={SESSION_PAGE_SIZES}
      paging={{
        page: state.page,
        pageSize: state.pageSize,
        totalCount: page.totalCount,
        onPageChange: (next) => onStateChange({ page: next }),
        onPageSizeChange: (pageSize) => onStateChange({ pageSize }),
      }}
    />
  );
};

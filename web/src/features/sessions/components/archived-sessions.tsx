import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { useFormatDate } from '../../../hooks/use-formatters';
import type { SessionPage } from '../api/get-sessions';
import { SESSION_PAGE_SIZES, type SessionListState } from '../utils/session-list-params';
import { SessionWhen } from './session-badges';

/** The archived sessions, each with the day it will be deleted, to restore or delete now. */
export const ArchivedSessionsTable = ({
  page,
  state,
  loading,
  empty,
  onStateChange,
  onRestore,
  onDelete,
}: {
  page: SessionPage;
  state: SessionListState;
  loading: boolean;
  empty: ReactNode;
  onStateChange: (change: Partial<SessionListState>) => void;
  onRestore: (session: SessionSummary) => void;
  onDelete: (session: SessionSummary) => void;
}) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const columns: DataTableColumn<SessionSummary>[] = [
    { id: 'title', header: t('sessions.list.columns.title'), cell: (session) => <span className="sessions-title">{session.title}</span> },
    { id: 'client', header: t('sessions.list.columns.client'), cell: (session) => session.clientName },
    { id: 'date', header: t('sessions.list.columns.date'), cell: (session) => <SessionWhen session={session} /> },
    {
      id: 'archivedAt',
      header: t('sessions.archive.columns.archivedAt'),
      cell: (session) => (session.archivedAt ? formatDate(new Date(session.archivedAt)) : null),
    },
    {
      id: 'deleteAt',
      header: t('sessions.archive.columns.deleteAt'),
      cell: (session) =>
        session.deleteAt ? (
          <span className="sessions-delete-at">{t('sessions.archive.deletesOn', { date: formatDate(new Date(session.deleteAt)) })}</span>
        ) : null,
    },
    {
      id: 'actions',
      header: t('sessions.list.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (session) => (
        <RowActions
          actions={[
            { id: 'restore', label: t('sessions.archive.actions.restore', { name: session.title }), icon: 'restore', onSelect: () => onRestore(session) },
            {
              id: 'delete',
              label: t('sessions.archive.actions.delete', { name: session.title }),
              icon: 'trash',
              danger: true,
              onSelect: () => onDelete(session),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={t('sessions.archive.caption')}
      hideCaption
      stackOnPhone
      columns={columns}
      rows={page.sessions}
      rowKey={(session) => session.sessionId}
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

export const NoArchivedSessions = () => {
  const { t } = useTranslation();
  return <EmptyState icon="archive" title={t('sessions.archive.empty.title')} message={t('sessions.archive.empty.message')} />;
};

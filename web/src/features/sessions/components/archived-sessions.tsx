import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { useFormatDate } from '../../../hooks/use-formatters';
import { sessionIdentityColumns, SessionTable, type SessionPageViewProps } from './session-table';

/** The archived sessions, each with the day it will be deleted, to restore or delete now. */
export const ArchivedSessionsTable = ({
  onRestore,
  onDelete,
  ...view
}: SessionPageViewProps & {
  onRestore: (session: SessionSummary) => void;
  onDelete: (session: SessionSummary) => void;
}) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const columns: DataTableColumn<SessionSummary>[] = [
    ...sessionIdentityColumns(t),
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
    <SessionTable {...view} caption={t('sessions.archive.caption')} columns={columns} />
  );
};

export const NoArchivedSessions = () => {
  const { t } = useTranslation();
  return <EmptyState icon="archive" title={t('sessions.archive.empty.title')} message={t('sessions.archive.empty.message')} />;
};

import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { SessionDeliveryBadge, SessionStatusBadge } from './session-badges';
import { sessionRowActions, type SessionActions } from './session-row-actions';
import { sessionIdentityColumns, SessionTable, type SessionPageViewProps } from './session-table';

/** The current sessions as a table: a row opens its session; its buttons edit, email, archive or delete it. */
export const SessionListView = ({ actions, ...view }: SessionPageViewProps & { actions: SessionActions }) => {
  const { t } = useTranslation();
  const columns: DataTableColumn<SessionSummary>[] = [
    ...sessionIdentityColumns(t),
    { id: 'type', header: t('sessions.list.columns.type'), cell: (session) => t(`sessions.list.types.${session.sessionType}`) },
    {
      id: 'status',
      header: t('sessions.list.columns.status'),
      cell: (session) => (
        <span className="session-badges">
          <SessionStatusBadge status={session.status} />
          <SessionDeliveryBadge delivery={session.delivery} />
        </span>
      ),
    },
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
    <SessionTable
      {...view}
      caption={t('sessions.list.caption')}
      columns={columns}
      rowLabel={(session) => t('sessions.list.actions.open', { name: session.title })}
      onRowActivate={actions.open}
    />
  );
};

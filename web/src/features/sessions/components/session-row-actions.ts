import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import type { TFunction } from 'i18next';
import type { RowAction } from '../../../components/ui/row-actions';

/** What the list, the grid and the calendar can do with a current session. */
export interface SessionActions {
  open: (session: SessionSummary) => void;
  edit: (session: SessionSummary) => void;
  email: (session: SessionSummary) => void;
  share: (session: SessionSummary) => void;
  archive: (session: SessionSummary) => void;
  remove: (session: SessionSummary) => void;
}

/** The icon buttons of a current session, named after it. */
export const sessionRowActions = (t: TFunction, actions: SessionActions, session: SessionSummary): RowAction[] => {
  const name = session.title;
  return [
    { id: 'open', label: t('sessions.list.actions.open', { name }), icon: 'eye', onSelect: () => actions.open(session) },
    { id: 'edit', label: t('sessions.list.actions.edit', { name }), icon: 'edit', onSelect: () => actions.edit(session) },
    { id: 'share', label: t('sessions.list.actions.share', { name }), icon: 'link', onSelect: () => actions.share(session) },
    { id: 'email', label: t('sessions.list.actions.email', { name }), icon: 'mail', onSelect: () => actions.email(session) },
    { id: 'archive', label: t('sessions.list.actions.archive', { name }), icon: 'archive', onSelect: () => actions.archive(session) },
    { id: 'delete', label: t('sessions.list.actions.delete', { name }), icon: 'trash', danger: true, onSelect: () => actions.remove(session) },
  ];
};

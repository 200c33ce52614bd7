import { ARCHIVE_RETENTION_DAYS } from '@fotostudio/shared/constants';
import { archiveSession, deleteSession, listSessions, restoreSession, type SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRouteMutation } from '../../../lib/use-route';

/** A session archived, restored or deleted can move in or out of any sessions list (both tabs, the calendar, any filter). */
const CHANGES_LISTS = { invalidates: [listSessions] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs one request behind a confirm button: pending while it runs, a toast for its outcome. */
const useConfirmedAction = (run: () => Promise<string>, onDone: () => void) => {
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      toast.success(await run());
    } catch (error) {
      catalogueToast.showError(error);
    } finally {
      setPending(false);
      onDone();
    }
  };
  return { pending, confirm: () => void confirm() };
};

/** Asks before archiving, saying the day the session and its photos will be deleted. */
export const ArchiveSessionDialog = ({ session, onClose }: { session: SessionSummary | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const message = useErrorMessage();
  // The answer carries the day it will be deleted (`deleteAt`).
  const { trigger: archive } = useRouteMutation(archiveSession, CHANGES_LISTS);
  const { pending, confirm } = useConfirmedAction(async () => {
    if (!session) return '';
    const { session: archived } = await archive({ params: { sessionId: session.sessionId } });
    return message('sessions.archive_done', { date: archived.deleteAt ? formatDate(new Date(archived.deleteAt)) : '' });
  }, onClose);
  const deleteOn = formatDate(new Date(Date.now() + ARCHIVE_RETENTION_DAYS * DAY_MS));
  return (
    <ConfirmDialog
      open={session !== null}
      title={t('sessions.archive.archiveTitle')}
      confirmLabel={t('sessions.archive.archiveConfirm')}
      pending={pending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('sessions.archive.archiveMessage', { name: session?.title ?? '', days: ARCHIVE_RETENTION_DAYS, date: deleteOn })}</p>
    </ConfirmDialog>
  );
};

/** Asks before bringing an archived session back. */
export const RestoreSessionDialog = ({ session, onClose }: { session: SessionSummary | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const { trigger: restore } = useRouteMutation(restoreSession, CHANGES_LISTS);
  const { pending, confirm } = useConfirmedAction(async () => {
    if (session) await restore({ params: { sessionId: session.sessionId } });
    return message('sessions.restore_done');
  }, onClose);
  return (
    <ConfirmDialog
      open={session !== null}
      title={t('sessions.archive.restoreTitle')}
      confirmLabel={t('sessions.archive.restoreConfirm')}
      pending={pending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <p>{t('sessions.archive.restoreMessage', { name: session?.title ?? '' })}</p>
    </ConfirmDialog>
  );
};

/** Asks before deleting a session for good (current or archived), with its photos. */
export const DeleteSessionDialog = ({
  session,
  onClose,
  onDeleted,
}: {
  session: SessionSummary | null;
  onClose: () => void;
  onDeleted?: (sessionId: string) => void;
}) => {
  const { t } = useTranslation();
  // The session, its finance, images and files, at once.
  const { trigger: remove } = useRouteMutation(deleteSession, CHANGES_LISTS);
  return (
    <DeleteDialog
      open={session !== null}
      title={t('sessions.archive.deleteTitle')}
      confirmLabel={t('sessions.archive.deleteConfirm')}
      deletedMessage={t('sessions.archive.deleted', { name: session?.title ?? '' })}
      onDelete={async () => {
        if (!session) return;
        await remove({ params: { sessionId: session.sessionId } });
        onDeleted?.(session.sessionId);
      }}
      onClose={onClose}
    >
      <p>{t('sessions.archive.deleteMessage', { name: session?.title ?? '', count: session?.imageCount ?? 0 })}</p>
    </DeleteDialog>
  );
};

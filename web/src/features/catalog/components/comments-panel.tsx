import { deleteComment, listComments, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { CommentFormModal } from './comment-form-modal';
import { DeleteDialog } from '../../../components/ui/delete-dialog';
import { PanelHeader } from '../../../components/ui/panel-header';
import { RowActions } from './row-actions';
import { UsageCount } from './usage-count';
import { inUseCheck } from '../utils/in-use-check';

type Editing = { mode: 'create' } | { mode: 'edit'; saved: DefaultComment };

/** The Comments tab: default comments for galleries and share links. */
export const CommentsPanel = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const comments = useRoute(listComments);
  // A comment a share link uses as its message is refused with catalog.comment_in_use.
  const { trigger: removeComment } = useRouteMutation(deleteComment, { invalidates: [listComments] });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<DefaultComment | null>(null);

  const columns: DataTableColumn<DefaultComment>[] = [
    {
      id: 'title',
      header: t('catalog.comments.columns.title'),
      cell: (comment) => <span className="catalog-name">{comment.title}</span>,
    },
    {
      id: 'text',
      header: t('catalog.comments.columns.text'),
      cell: (comment) => <span className="catalog-clamp catalog-comment-text">{comment.text}</span>,
    },
    {
      id: 'usage',
      header: t('catalog.comments.columns.usage'),
      cell: (comment) => (
        <UsageCount
          count={comment.linkCount}
          used={t('catalog.comments.usedInLinks', { count: comment.linkCount })}
          unused={t('catalog.comments.notUsed')}
        />
      ),
    },
    {
      id: 'actions',
      header: t('catalog.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (comment) => (
        <RowActions name={comment.title} onEdit={() => setEditing({ mode: 'edit', saved: comment })} onDelete={() => setDeleting(comment)} />
      ),
    },
  ];

  const body = () => {
    if (!comments.data) {
      if (comments.error) {
        return <LoadError message={errorMessage(comments.error.code)} retryLabel={t('common.retry')} onRetry={() => void comments.mutate()} />;
      }
      return <Spinner label={t('catalog.comments.loading')} />;
    }
    if (comments.data.comments.length === 0) {
      return <EmptyState icon="mail" title={t('catalog.comments.empty.title')} message={t('catalog.comments.empty.message')} />;
    }
    return (
      <DataTable
        caption={t('catalog.comments.caption')}
        hideCaption
        stackOnPhone
        columns={columns}
        rows={comments.data.comments}
        rowKey={(comment) => comment.commentId}
        empty={t('catalog.comments.empty.title')}
      />
    );
  };

  return (
    <div className="catalog-panel">
      <PanelHeader
        intro={t('catalog.comments.intro')}
        action={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('catalog.comments.new')}
          </Button>
        }
      />
      {body()}
      {editing ? <CommentFormModal saved={editing.mode === 'edit' ? editing.saved : null} onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        open={deleting !== null}
        title={t('catalog.comments.deleteTitle')}
        confirmLabel={t('catalog.delete')}
        deletedMessage={t('catalog.comments.deleted')}
        onDelete={async () => {
          if (deleting) await removeComment({ params: { commentId: deleting.commentId } });
        }}
        onClose={() => setDeleting(null)}
        checkInUse={inUseCheck(
          async () => (await comments.mutate())?.comments,
          (item) => item.commentId === deleting?.commentId,
          (item) => item.linkCount,
          (count) => t('catalog.comments.deleteInUse', { count }),
        )}
      >
        <p>{t('catalog.comments.deleteMessage', { name: deleting?.title ?? '' })}</p>
      </DeleteDialog>
    </div>
  );
};

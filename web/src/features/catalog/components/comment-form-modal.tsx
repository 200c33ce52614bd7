import { COMMENT_TEXT_MAX, COMMENT_TITLE_MAX, createComment, listComments, updateComment, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { FormModal } from '../../../components/ui/form-modal';
import { useRouteMutation } from '../../../lib/use-route';
import { useCatalogForm } from '../hooks/use-catalog-form';
import { checkCommentForm, type CommentFormErrors, type CommentFormValues } from '../utils/comment-form';

const NO_COMMENT_ERRORS: CommentFormErrors = {};

/**
 * Creates or edits a default comment. The counters show the limits as the text grows;
 * a text over them is refused on submit rather than cut, so nothing is lost silently.
 */
export const CommentFormModal = ({ saved, onClose }: { saved: DefaultComment | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const create = useRouteMutation(createComment, { invalidates: [listComments] });
  const update = useRouteMutation(updateComment, { invalidates: [listComments] });
  const { values, setValues, errors, setErrors, modal, problemText } = useCatalogForm({
    kind: 'comments',
    editing: saved !== null,
    initial: (): CommentFormValues => ({ title: saved?.title ?? '', text: saved?.text ?? '' }),
    noErrors: NO_COMMENT_ERRORS,
    check: checkCommentForm,
    save: (input) => (saved ? update.trigger({ params: { commentId: saved.commentId }, body: input }) : create.trigger({ body: input })),
    saving: create.isMutating || update.isMutating,
    onClose,
  });

  const set = (field: keyof CommentFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const counter = (count: number, max: number) => (
    <span className={count > max ? 'catalog-counter is-over' : 'catalog-counter'}>{t('catalog.counter', { count, max })}</span>
  );

  return (
    <FormModal size="2xl" height="auto" {...modal}>
      <TextField
        label={t('catalog.comments.fields.title')}
        required
        value={values.title}
        hint={counter(values.title.length, COMMENT_TITLE_MAX)}
        error={problemText(errors.title)}
        onChange={(event) => set('title', event.target.value)}
      />
      <TextAreaField
        label={t('catalog.comments.fields.text')}
        required
        rows={6}
        value={values.text}
        hint={
          <>
            {t('catalog.comments.fields.textHint')} {counter(values.text.length, COMMENT_TEXT_MAX)}
          </>
        }
        error={problemText(errors.text)}
        onChange={(event) => set('text', event.target.value)}
      />
    </FormModal>
  );
};

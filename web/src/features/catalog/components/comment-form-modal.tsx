import { COMMENT_TEXT_MAX, COMMENT_TITLE_MAX, createComment, listComments, updateComment, type DefaultComment } from '@fotostudio/shared/contracts/catalog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { FormModal } from '../../../components/ui/form-modal';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { checkCommentForm, type CommentFormErrors, type CommentFormValues } from '../utils/comment-form';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

/**
 * Creates or edits a default comment. The counters show the limits as the text grows;
 * a text over them is refused on submit rather than cut, so nothing is lost silently.
 */
export const CommentFormModal = ({ saved, onClose }: { saved: DefaultComment | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const problemText = useFieldProblemText('catalog.validation');
  const toast = useToast();
  const create = useRouteMutation(createComment, { invalidates: [listComments] });
  const update = useRouteMutation(updateComment, { invalidates: [listComments] });
  const [values, setValues] = useState<CommentFormValues>({ title: saved?.title ?? '', text: saved?.text ?? '' });
  const unsavedChanges = useUnsavedChanges(values);
  const [errors, setErrors] = useState<CommentFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const saving = create.isMutating || update.isMutating;

  const set = (field: keyof CommentFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFormError(null);
    const checked = checkCommentForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.form) setFormError(problemText(checked.form));
      setFocusError((count) => count + 1);
      return;
    }
    try {
      if (saved) await update.trigger({ params: { commentId: saved.commentId }, body: checked.input });
      else await create.trigger({ body: checked.input });
      toast.success(saved ? t('catalog.comments.saved') : t('catalog.comments.created'));
      onClose();
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
    }
  };

  const counter = (count: number, max: number) => (
    <span className={count > max ? 'catalog-counter is-over' : 'catalog-counter'}>{t('catalog.counter', { count, max })}</span>
  );

  return (
    <FormModal
      title={saved ? t('catalog.comments.editTitle') : t('catalog.comments.createTitle')}
      size="2xl"
      height="auto"
      saving={saving}
      formError={formError}
      focusErrorSignal={focusError}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
    >
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

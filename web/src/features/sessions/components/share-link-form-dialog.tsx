import {
  createShareLink,
  SHARE_LINK_MESSAGE_MAX,
  updateShareLink,
  type ShareLink,
} from '@fotostudio/shared/contracts/share-links';
import { listComments } from '@fotostudio/shared/contracts/catalog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormModal } from '../../../components/ui/form-modal';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute, useRouteMutation } from '../../../lib/use-route';
import { shareLinkWrite } from '../api/get-share-link';
import { shareActionErrorCode } from '../utils/share-link-errors';
import {
  checkNewShareLink,
  checkShareLinkUpdate,
  newShareLinkValues,
  shareLinkValuesOf,
  SHARE_LINK_TITLE_MAX,
  type ShareLinkErrors,
  type ShareLinkField,
  type ShareLinkValues,
} from '../utils/share-link-form';
import { ShareLinkDaysField } from './share-link-days-field';

const NO_COMMENT = '';

/** A select of the default comments; choosing one fills the message with its text. */
const CommentPicker = ({ commentId, onPick }: { commentId: string | null; onPick: (comment: { commentId: string; text: string } | null) => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const comments = useRoute(listComments);
  const list = comments.data?.comments ?? [];
  const hint = () => {
    if (comments.error) return errorMessage(comments.error.code);
    if (comments.isLoading) return t('sessions.share.form.commentsLoading');
    return list.length === 0 ? t('sessions.share.form.commentsEmpty') : t('sessions.share.form.commentHint');
  };
  return (
    <SelectField
      label={t('sessions.share.form.comment')}
      value={commentId ?? NO_COMMENT}
      hint={hint()}
      disabled={list.length === 0}
      options={[{ value: NO_COMMENT, label: t('sessions.share.form.noComment') }, ...list.map((comment) => ({ value: comment.commentId, label: comment.title }))]}
      onValueChange={(value) => {
        const comment = list.find((c) => c.commentId === value);
        onPick(comment ? { commentId: comment.commentId, text: comment.text } : null);
      }}
    />
  );
};

/**
 * Generates the session's link (title, days, message from a default comment or typed,
 * custom URL, password) or, given `link`, edits it (everything but the days, which the
 * extend dialog changes; the password can be replaced or removed).
 */
export const ShareLinkFormDialog = ({
  sessionId,
  sessionTitle,
  link,
  onDone,
  onClose,
}: {
  sessionId: string;
  sessionTitle: string;
  /** The link to edit; null generates one. */
  link: ShareLink | null;
  onDone: (link: ShareLink) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  // A comment a link uses cannot be deleted: choosing one changes the catalog's count.
  const create = useRouteMutation(createShareLink, { writes: shareLinkWrite, invalidates: ({ body }) => (body.commentId ? [listComments] : []) });
  const update = useRouteMutation(updateShareLink, { writes: shareLinkWrite, invalidates: ({ body }) => (body && 'commentId' in body ? [listComments] : []) });
  const initial = link ? shareLinkValuesOf(link) : newShareLinkValues(sessionTitle);
  const [values, setValues] = useState<ShareLinkValues>(initial);
  const [errors, setErrors] = useState<ShareLinkErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusErrorSignal, setFocusErrorSignal] = useState(0);

  const set = <K extends keyof ShareLinkValues>(field: K, value: ShareLinkValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const problemText = useFieldProblemText('sessions.share.validation');
  const problem = (field: ShareLinkField): string | null => problemText(errors[field]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const failed = (fieldErrors: ShareLinkErrors) => {
      setErrors(fieldErrors);
      setFocusErrorSignal((n) => n + 1);
    };
    try {
      if (link) {
        const checked = checkShareLinkUpdate(link, values);
        if (checked.errors) return failed(checked.errors);
        if (Object.keys(checked.body).length === 0) return onClose();
        onDone((await update.trigger({ params: { sessionId }, body: checked.body })).link);
        toast.success(t('sessions.share.updated'));
      } else {
        const checked = checkNewShareLink(values);
        if (checked.errors) return failed(checked.errors);
        onDone((await create.trigger({ params: { sessionId }, body: checked.body })).link);
        toast.success(t('sessions.share.created'));
      }
    } catch (error) {
      const code = shareActionErrorCode(error, link ? 'share.update_failed' : 'share.create_failed');
      // A taken address is the custom URL field's problem: said there, where it is fixed.
      if (code === 'share.custom_url_taken') failed({ customUrl: { code } });
      else if (code === 'share.deadline_not_ahead' || code === 'share.deadline_after_expiry') failed({ selectionDeadline: { code } });
      else if (code) setFormError(errorMessage(code));
    }
    return undefined;
  };

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  return (
    <FormModal
      title={link ? t('sessions.share.editTitle', { name: sessionTitle }) : t('sessions.share.createTitle', { name: sessionTitle })}
      size="2xl"
      height="auto"
      saving={create.isMutating || update.isMutating}
      formError={formError}
      focusErrorSignal={focusErrorSignal}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={dirty}
      submitLabel={link ? t('sessions.share.form.save') : t('sessions.share.form.generate')}
      savingLabel={link ? t('sessions.share.form.saving') : t('sessions.share.form.generating')}
    >
      <TextField
        label={t('sessions.share.form.title')}
        required
        maxLength={SHARE_LINK_TITLE_MAX}
        value={values.title}
        error={problem('title')}
        onChange={(event) => set('title', event.target.value)}
      />
      {link ? null : (
        <ShareLinkDaysField label={t('sessions.share.form.days')} value={values.durationDays} error={problem('durationDays')} onChange={(value) => set('durationDays', value)} />
      )}
      <TextField
        label={t('sessions.share.form.selectionDeadline')}
        type="datetime-local"
        value={values.selectionDeadline}
        error={problem('selectionDeadline')}
        hint={link ? t('sessions.share.form.selectionDeadlineEditHint') : t('sessions.share.form.selectionDeadlineHint')}
        onChange={(event) => set('selectionDeadline', event.target.value)}
      />
      <CommentPicker
        commentId={values.commentId}
        onPick={(comment) => {
          setValues((current) => ({ ...current, commentId: comment?.commentId ?? null, message: comment ? comment.text : current.message }));
          setErrors((current) => ({ ...current, message: undefined }));
        }}
      />
      <TextAreaField
        label={t('sessions.share.form.message')}
        rows={4}
        value={values.message}
        error={problem('message')}
        hint={t('sessions.share.form.messageHint', { max: SHARE_LINK_MESSAGE_MAX })}
        // Typed by hand, the message is no longer the default comment's.
        onChange={(event) => {
          set('message', event.target.value);
          set('commentId', null);
        }}
      />
      <TextField
        label={t('sessions.share.form.customUrl')}
        autoComplete="off"
        spellCheck={false}
        value={values.customUrl}
        error={problem('customUrl')}
        hint={t('sessions.share.form.customUrlHint')}
        onChange={(event) => set('customUrl', event.target.value)}
      />
      {link?.hasPassword ? (
        <Checkbox label={t('sessions.share.form.removePassword')} checked={values.removePassword} onChange={(event) => set('removePassword', event.target.checked)} />
      ) : null}
      {values.removePassword ? null : (
        <PasswordField
          label={link?.hasPassword ? t('sessions.share.form.newPassword') : t('sessions.share.form.password')}
          toggleLabel={t('sessions.share.form.showPassword')}
          autoComplete="new-password"
          value={values.password}
          error={problem('password')}
          hint={link?.hasPassword ? t('sessions.share.form.keepPasswordHint') : t('sessions.share.form.passwordHint')}
          onChange={(event) => set('password', event.target.value)}
        />
      )}
    </FormModal>
  );
};

import { FEEDBACK_CATEGORIES, type FeedbackCategory, SUPPORT_MESSAGE_MAX, sendFeedback } from '@fotostudio/shared/contracts/support';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FormModal } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useToast } from '../../../components/ui/toast';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { checkFeedback, languageOf } from '../utils/support-input';

/**
 * The support-feedback modal (spec section 2, "Shared UI"): a kind and a message, sent with the
 * page and language to the team's feedback webhook through the API. A failure keeps what was
 * written and says why (not configured, send failed, no response, connection error).
 */
export const SupportFeedbackModal = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const send = useRouteMutation(sendFeedback);
  const [values, setValues] = useState<{ category: FeedbackCategory; message: string }>({ category: 'problem', message: '' });
  const unsavedChanges = useUnsavedChanges(values);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isMutating) return;
    setFormError(null);
    const checked = checkFeedback(values, pathname, languageOf(i18n.language));
    if (!checked.ok) {
      setMessageError(errorMessage(checked.code));
      setFocusError((count) => count + 1);
      return;
    }
    try {
      await send.trigger({ body: checked.input });
      toast.success(t('support.feedback.sent'));
      onClose();
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
    }
  };

  return (
    <FormModal
      title={t('support.feedback.title')}
      size="lg"
      height="auto"
      saving={send.isMutating}
      formError={formError}
      focusErrorSignal={focusError}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
      submitLabel={t('support.feedback.send')}
      savingLabel={t('support.feedback.sending')}
    >
      <p className="support-intro">{t('support.feedback.intro')}</p>
      <SelectField
        label={t('support.feedback.category')}
        value={values.category}
        options={FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: t(`support.feedback.categories.${category}`) }))}
        onValueChange={(category) => setValues((current) => ({ ...current, category }))}
      />
      <TextAreaField
        label={t('support.feedback.message')}
        required
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={values.message}
        hint={t('support.feedback.messageHint')}
        error={messageError}
        onChange={(event) => {
          const message = event.target.value;
          setValues((current) => ({ ...current, message }));
          setMessageError(null);
        }}
      />
    </FormModal>
  );
};

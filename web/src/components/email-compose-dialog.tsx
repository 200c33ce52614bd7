import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from './ui/form-modal';
import { TextAreaField } from './ui/text-area-field';
import { TextField } from './ui/text-field';

export interface EmailComposeValues {
  to: string;
  /** Addresses separated by commas, semicolons or spaces. */
  cc: string;
  subject: string;
  message: string;
}
export type EmailComposeField = keyof EmailComposeValues;

/**
 * The one dialog that writes an email, for every feature that sends one (a quote or invoice,
 * a message about a session): to, cc, subject and message, then what the feature adds below
 * (an attachment line, a calendar checkbox). The feature keeps its values, its check and its
 * send (`modal` is what useCheckedSubmit hands the FormModal) and passes its own title, hints
 * and problem texts; the labels and the Send button are the same everywhere. FormModal moves
 * focus into the dialog, keeps it there and focuses the first invalid field after a refused
 * submit.
 */
export const EmailComposeDialog = ({
  title,
  values,
  problem,
  hints = {},
  onChange,
  modal,
  unsavedChanges,
  onClose,
  children,
}: {
  title: string;
  values: EmailComposeValues;
  /** The text of a field's problem; null without one. */
  problem: (field: EmailComposeField) => string | null;
  /** Help read with a field (how to separate several cc addresses, a lookup in progress). */
  hints?: Partial<Record<EmailComposeField, string>>;
  onChange: (field: EmailComposeField, value: string) => void;
  modal: Pick<ComponentProps<typeof FormModal>, 'saving' | 'formError' | 'focusErrorSignal' | 'onSubmit'>;
  /** The email differs from what the dialog opened with: closing asks before discarding. */
  unsavedChanges: boolean;
  onClose: () => void;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <FormModal
      title={title}
      size="2xl"
      height="auto"
      {...modal}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
      submitLabel={t('ui.emailCompose.send')}
      savingLabel={t('ui.emailCompose.sending')}
    >
      <TextField
        label={t('ui.emailCompose.to')}
        type="email"
        autoComplete="off"
        required
        value={values.to}
        error={problem('to')}
        hint={hints.to}
        onChange={(event) => onChange('to', event.target.value)}
      />
      <TextField
        label={t('ui.emailCompose.cc')}
        autoComplete="off"
        value={values.cc}
        error={problem('cc')}
        hint={hints.cc}
        onChange={(event) => onChange('cc', event.target.value)}
      />
      <TextField
        label={t('ui.emailCompose.subject')}
        required
        value={values.subject}
        error={problem('subject')}
        hint={hints.subject}
        onChange={(event) => onChange('subject', event.target.value)}
      />
      <TextAreaField
        label={t('ui.emailCompose.message')}
        required
        rows={6}
        value={values.message}
        error={problem('message')}
        hint={hints.message}
        onChange={(event) => onChange('message', event.target.value)}
      />
      {children}
    </FormModal>
  );
};

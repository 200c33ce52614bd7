import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../hooks/use-focus-first-invalid';
import { Alert } from './alert';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

/**
 * A create/edit modal: the form, its error line, Cancel and Save, no closing while saving,
 * and the first invalid field focused after each failed submit (bump `focusErrorSignal`)
 * so a screen reader reads it out.
 */
export const FormModal = ({
  title,
  size,
  height,
  saving,
  submitDisabled = false,
  formError,
  focusErrorSignal,
  onSubmit,
  onClose,
  unsavedChanges,
  submitLabel,
  savingLabel,
  children,
}: {
  title: string;
  size: ModalProps['size'];
  height?: ModalProps['height'];
  saving: boolean;
  submitDisabled?: boolean;
  formError: ReactNode;
  focusErrorSignal: number;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** The form differs from what it opened with: closing asks before discarding. */
  unsavedChanges: boolean;
  /** @default the translated "Save" (e.g. "Send" for a message) */
  submitLabel?: string;
  /** @default the translated "Saving…" */
  savingLabel?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);

  useFocusFirstInvalid(form, focusErrorSignal);

  return (
    <Modal
      open
      onClose={() => {
        if (!saving) onClose();
      }}
      title={title}
      size={size}
      height={height}
      unsavedChanges={unsavedChanges && !saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={saving} disabled={submitDisabled}>
            {saving ? (savingLabel ?? t('ui.saving')) : (submitLabel ?? t('ui.save'))}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form} className="modal-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {children}
      </form>
    </Modal>
  );
};

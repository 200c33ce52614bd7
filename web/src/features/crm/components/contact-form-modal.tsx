import type { Contact } from '@fotostudio/shared/contracts/crm';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { useContactEditor } from '../hooks/use-contact-editor';
import type { ContactType } from '../utils/contact-list-params';
import { ContactFields } from './contact-fields';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

/**
 * Adds a contact or client (the type chosen here, the current tab's by default) or edits
 * one, with every field of the spec.
 */
export const ContactFormModal = ({
  saved,
  newType,
  onClose,
}: {
  /** The contact being edited; null adds one. */
  saved: Contact | null;
  /** The type a new contact starts with. */
  newType: ContactType;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const editor = useContactEditor(saved, newType);
  const unsavedChanges = useUnsavedChanges(editor.values);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await editor.submit()) onClose();
  };

  return (
    <FormModal
      title={saved ? t(`crm.form.editTitle.${saved.type}`) : t('crm.form.createTitle')}
      size="4xl"
      saving={editor.saving}
      formError={editor.formError}
      focusErrorSignal={editor.focusErrorSignal}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
    >
      <ContactFields editor={editor} chooseType={saved === null} />
    </FormModal>
  );
};

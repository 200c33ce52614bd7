import type { Contact } from '@fotostudio/shared/contracts/crm';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormMode } from '../../../components/ui/form-mode';
import { Icon } from '../../../components/ui/icon';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useContactEditor, type ContactEditor } from '../hooks/use-contact-editor';
import { ContactFields } from './contact-fields';

export interface InfoEditing {
  editor: ContactEditor;
  editing: boolean;
  formId: string;
  /** Edit, or Cancel and Save: shown in the tab row while the Information tab is open. */
  actions: ReactNode;
  save: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Editing, with values that differ from those the edit started with. */
  unsavedChanges: boolean;
}

/** Read-only until Edit, then Save or Cancel (spec section 2: inputs are read-only outside edit mode). */
export const useContactInfoEditing = (contact: Contact): InfoEditing => {
  const { t } = useTranslation();
  const editor = useContactEditor(contact);
  const { reset } = editor;
  const [editing, setEditing] = useState(false);
  const formId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const startedWith = useRef('');

  // Outside edit mode the fields show the contact as last saved or reloaded.
  useEffect(() => {
    if (!editing) reset();
  }, [reset, editing]);

  // Leaving edit mode removes Save and Cancel: the focus goes back to Edit, not to the page.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const startEditing = () => {
    startedWith.current = JSON.stringify(editor.values);
    setEditing(true);
  };

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    if (await editor.submit()) stopEditing();
  };

  const actions = editing ? (
    <>
      <Button variant="secondary" onClick={stopEditing} disabled={editor.saving}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" form={formId} pending={editor.saving} icon={<Icon name="check" size={18} />}>
        {editor.saving ? t('ui.saving') : t('ui.save')}
      </Button>
    </>
  ) : (
    <Button ref={editButton} variant="secondary" icon={<Icon name="edit" size={18} />} onClick={startEditing}>
      {t('crm.detail.edit')}
    </Button>
  );

  const unsavedChanges = editing && JSON.stringify(editor.values) !== startedWith.current;
  return { editor, editing, formId, actions, save, unsavedChanges };
};

/** Every field of the contact, read-only until Edit is pressed in the tab row. */
export const ContactInfoTab = ({ contact, editing: info }: { contact: Contact; editing: InfoEditing }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const form = useRef<HTMLFormElement>(null);
  const { editor, editing } = info;
  useFocusFirstInvalid(form, editor.focusErrorSignal);

  // Entering edit mode puts the cursor in the first field.
  useEffect(() => {
    if (editing) form.current?.querySelector<HTMLElement>('input:not([readonly]):not([disabled])')?.focus();
  }, [editing]);

  return (
    <form id={info.formId} ref={form} className="modal-form crm-info" noValidate onSubmit={(event) => void info.save(event)}>
      {editor.formError ? <Alert tone="error">{editor.formError}</Alert> : null}
      <FormMode editing={editing}>
        <ContactFields editor={editor} chooseType={false} />
      </FormMode>
      <p className="crm-muted crm-record-dates">
        {t('crm.detail.createdAt', { date: formatDate(new Date(contact.createdAt)) })}
        {contact.convertedAt ? ` · ${t('crm.detail.convertedAt', { date: formatDate(new Date(contact.convertedAt)) })}` : null}
      </p>
    </form>
  );
};

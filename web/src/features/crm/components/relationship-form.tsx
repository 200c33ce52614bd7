import { createRelationship, listRelationships, type Contact } from '@fotostudio/shared/contracts/crm';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientPicker, type PickedClient } from '../../../components/client-picker';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useFocusFirstInvalid } from '../../../hooks/use-focus-first-invalid';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';

/**
 * Links the client to another one: the related client (searched), the relationship
 * (free text: madre, padre…) and notes. Both of the first two are required (spec section
 * 5); the same pair twice, either way, is refused by the server (crm.relationship_exists).
 */
export const RelationshipForm = ({ contact }: { contact: Contact }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  // The same pair twice (either way) is refused with crm.relationship_exists. The link shows on both clients.
  const { trigger, isMutating } = useRouteMutation(createRelationship, { invalidates: [listRelationships] });
  const [related, setRelated] = useState<PickedClient | null>(null);
  const [type, setType] = useState('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState({ related: false, type: false });
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  // A new picker (empty) after each link added.
  const [pickerKey, setPickerKey] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  useFocusFirstInvalid(form, focusError);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    const relationshipType = type.trim();
    const nowMissing = { related: related === null, type: relationshipType === '' };
    setMissing(nowMissing);
    if (!related || nowMissing.type) {
      setFormError(t('crm.relationships.requiredFields'));
      setFocusError((count) => count + 1);
      return;
    }
    setFormError(null);
    try {
      await trigger({
        params: { contactId: contact.contactId },
        body: { relatedContactId: related.contactId, relationshipType, notes: notes.trim() === '' ? null : notes.trim() },
      });
      toast.success(t('crm.relationships.added', { name: related.name, type: relationshipType }));
      setRelated(null);
      setType('');
      setNotes('');
      setPickerKey((key) => key + 1);
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
    }
  };

  const required = t('crm.validation.required');
  return (
    <form ref={form} className="crm-relationship-form" noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h3 id={titleId} className="crm-section-title">
        {t('crm.relationships.addTitle')}
      </h3>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="form-grid crm-grid">
        <ClientPicker
          key={pickerKey}
          label={t('crm.relationships.relatedClient')}
          texts={{
            hint: t('crm.relationships.pickerHint'),
            picked: (name) => t('crm.relationships.picked', { name }),
            placeholder: t('crm.relationships.pickerPlaceholder'),
            noClients: t('crm.relationships.noClients'),
            searchFailed: t('crm.relationships.searchFailed'),
          }}
          required
          value={related}
          excludeId={contact.contactId}
          error={missing.related ? required : null}
          onChange={(client) => {
            setRelated(client);
            if (client) setMissing((current) => ({ ...current, related: false }));
          }}
        />
        <TextField
          label={t('crm.relationships.type')}
          required
          autoComplete="off"
          placeholder={t('crm.relationships.typePlaceholder')}
          value={type}
          error={missing.type ? required : null}
          onChange={(event) => {
            setType(event.target.value);
            setMissing((current) => ({ ...current, type: false }));
          }}
        />
        <TextAreaField
          className="form-grid-full"
          label={t('crm.relationships.notes')}
          rows={2}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" pending={isMutating} icon={<Icon name="plus" size={18} />}>
          {t('crm.relationships.add')}
        </Button>
      </div>
    </form>
  );
};

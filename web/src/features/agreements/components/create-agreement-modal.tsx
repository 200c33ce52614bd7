import { createAgreement, listAgreements, listTemplates } from '@fotostudio/shared/contracts/agreements';
import { listSessions } from '@fotostudio/shared/contracts/sessions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientPicker, type PickedClient } from '../../../components/client-picker';
import { FormModal } from '../../../components/ui/form-modal';
import { SelectField } from '../../../components/ui/select-field';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRoute, useRouteMutation } from '../../../lib/use-route';

const NONE = '';
/** A client's current sessions fit in the API's largest page. */
const CLIENT_SESSIONS = 500;

/** Makes a draft from a template for a client (and one of their sessions); answers the new agreement's id. */
export const CreateAgreementModal = ({ onCreated, onClose }: { onCreated: (agreementId: string) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const templates = useRoute(listTemplates);
  const create = useRouteMutation(createAgreement, { invalidates: [listAgreements] });
  const [templateId, setTemplateId] = useState(NONE);
  const [client, setClient] = useState<PickedClient | null>(null);
  const [sessionId, setSessionId] = useState(NONE);
  const sessions = useRoute(listSessions, client ? { query: { view: 'current', clientId: client.contactId, pageSize: CLIENT_SESSIONS } } : null);
  const [errors, setErrors] = useState<{ template?: string; client?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isMutating) return;
    setFormError(null);
    const problems = { template: templateId ? undefined : t('agreements.create.templateRequired'), client: client ? undefined : t('agreements.create.clientRequired') };
    setErrors(problems);
    if (!templateId || !client) {
      setFocusError((count) => count + 1);
      return;
    }
    try {
      const { agreement } = await create.trigger({ body: { templateId, clientId: client.contactId, ...(sessionId ? { sessionId } : {}) } });
      onCreated(agreement.agreementId);
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (code) setFormError(errorMessage(code));
    }
  };

  const templateOptions = [
    { value: NONE, label: t('agreements.create.chooseTemplate') },
    ...(templates.data?.templates ?? []).map((template) => ({ value: template.templateId, label: template.name })),
  ];
  const sessionOptions = [
    { value: NONE, label: t('agreements.create.noSession') },
    ...(sessions.data?.sessions ?? []).map((session) => ({ value: session.sessionId, label: session.title })),
  ];

  return (
    <FormModal
      title={t('agreements.create.title')}
      size="2xl"
      height="auto"
      saving={create.isMutating}
      formError={formError ?? (templates.data?.templates.length === 0 ? t('agreements.list.noTemplates') : null)}
      focusErrorSignal={focusError}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={false}
      submitLabel={t('agreements.create.submit')}
    >
      <SelectField label={t('agreements.create.template')} required value={templateId} options={templateOptions} error={errors.template} onValueChange={setTemplateId} />
      <ClientPicker
        label={t('agreements.create.client')}
        required
        value={client}
        error={errors.client}
        texts={{
          hint: t('agreements.create.clientHint'),
          picked: (name) => t('agreements.create.clientPicked', { name }),
          placeholder: t('agreements.create.clientPlaceholder'),
          noClients: t('agreements.create.noClients'),
          searchFailed: t('agreements.create.clientSearchFailed'),
        }}
        onChange={(picked) => {
          setClient(picked);
          setSessionId(NONE);
        }}
      />
      <SelectField label={t('agreements.create.session')} value={sessionId} options={sessionOptions} disabled={!client} onValueChange={setSessionId} />
    </FormModal>
  );
};

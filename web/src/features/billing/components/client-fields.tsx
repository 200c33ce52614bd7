import { isSpanishClient, type ClientRequirement } from '@fotostudio/shared/billing/client-rules';
import { useTranslation } from 'react-i18next';
import { ClientIdFields } from '../../../components/client-id-fields';
import { ClientPicker } from '../../../components/client-picker';
import { Checkbox } from '../../../components/ui/checkbox';
import { PhoneField } from '../../../components/ui/phone-field';
import { TaxIdField } from '../../../components/ui/tax-id-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { clientFieldRequired, isCompanyTaxId, type ClientField, type ClientValues, type DocumentFormErrors } from '../utils/document-form';

/**
 * The document's client: picked from the CRM (which fills the fields below) or typed. The
 * "professional" box turns on IRPF withholding for a NIF client; a CIF turns it on by itself.
 * A simplified invoice's client is optional (no field required, no withholding); a quote's
 * needs a name (the tax data are asked for when it becomes a full invoice). Address and
 * postal code follow the country (blank is Spain).
 */
export const ClientFields = ({
  client,
  errors,
  requirement,
  onPick,
  onChange,
}: {
  client: ClientValues;
  errors: DocumentFormErrors['client'];
  requirement: ClientRequirement;
  onPick: (picked: { contactId: string; name: string } | null) => void;
  onChange: (field: ClientField | 'professional' | 'viesCheckedOn', value: string | boolean) => void;
}) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('billing.validation');
  const optional = requirement === 'optional';
  const required = (field: ClientField) => clientFieldRequired(requirement, field, client);
  const text = (field: Exclude<ClientField, 'phone' | 'taxId' | 'idType'>, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric'; hint?: string; maxLength?: number } = {}) => (
    <TextField
      label={t(`billing.form.client.${field}`)}
      name={`client-${field}`}
      required={required(field)}
      value={client[field]}
      error={problemText(errors[field])}
      onChange={(event) => onChange(field, event.target.value)}
      {...extra}
    />
  );
  const company = isCompanyTaxId(client.taxId);
  // Issue 22 point 1: a Spanish NIF (also one not in the census) takes the NIF field and its check; other ids are text.
  const spanishId = client.idType === 'nif' || client.idType === 'not_registered';
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{t('billing.form.client.legend')}</legend>
      {optional ? <p className="field-hint">{t('billing.form.invoiceType.clientOptional')}</p> : null}
      {requirement === 'named' ? <p className="field-hint">{t('billing.form.client.quoteHint')}</p> : null}
      <ClientPicker
        label={t('billing.form.client.pick')}
        value={client.clientId ? { contactId: client.clientId, name: client.name } : null}
        texts={{
          hint: t('billing.form.client.pickHint'),
          picked: (name) => t('billing.form.client.picked', { name }),
          placeholder: t('billing.form.client.pickPlaceholder'),
          noClients: t('billing.form.client.noClients'),
          searchFailed: t('billing.form.client.searchFailed'),
        }}
        onChange={onPick}
      />
      <div className="form-grid">
        {text('name', { autoComplete: 'off' })}
        {text('email', { type: 'email', autoComplete: 'off' })}
        <ClientIdFields
          values={client}
          labels={{ idType: t('billing.form.client.idType'), countryCode: t('billing.form.client.countryCode') }}
          names={{ idType: 'client-idType', countryCode: 'client-countryCode' }}
          errors={{ idType: problemText(errors.idType), countryCode: problemText(errors.countryCode) }}
          countryCodeRequired={required('countryCode')}
          onChange={onChange}
        >
          {spanishId ? (
            <TaxIdField
              label={client.idType === 'nif' ? t('billing.form.client.taxId') : t('billing.form.client.idTypes.not_registered')}
              name="client-taxId"
              required={required('taxId')}
              value={client.taxId}
              error={problemText(errors.taxId)}
              onChange={(value) => onChange('taxId', value)}
            />
          ) : (
            <TextField
              label={t(`billing.form.client.idTypes.${client.idType}`)}
              name="client-taxId"
              required={required('taxId')}
              value={client.taxId}
              error={problemText(errors.taxId)}
              hint={client.idType === 'eu_vat' ? t('billing.form.client.euVatHint') : undefined}
              autoComplete="off"
              onChange={(event) => onChange('taxId', event.target.value)}
            />
          )}
        </ClientIdFields>
        <PhoneField
          label={t('billing.form.client.phone')}
          name="client-phone"
          required={required('phone')}
          value={client.phone}
          error={problemText(errors.phone)}
          onChange={(value) => onChange('phone', value)}
        />
        <div className="form-grid-full">{text('address')}</div>
        {text('city')}
        {text('postalCode', isSpanishClient(client.country) ? { inputMode: 'numeric' } : {})}
        {text('country', { autoComplete: 'off' })}
      </div>
      {optional ? null : (
        <Checkbox
          label={company ? t('billing.form.client.professionalCompany') : t('billing.form.client.professional')}
          checked={company || client.professional}
          disabled={company}
          onChange={(event) => onChange('professional', event.target.checked)}
        />
      )}
    </fieldset>
  );
};

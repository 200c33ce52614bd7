import { isSpanishClient, type ClientRequirement } from '@fotostudio/shared/billing/client-rules';
import { CLIENT_ID_TYPES, type ClientIdType } from '@fotostudio/shared/billing/billing-enums';
import { VIES_URL } from '@fotostudio/shared/billing/client-id';
import { useTranslation } from 'react-i18next';
import { ClientPicker } from '../../../components/client-picker';
import { Checkbox } from '../../../components/ui/checkbox';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { TaxIdField } from '../../../components/ui/tax-id-field';
import { TextField } from '../../../components/ui/text-field';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { dayIn } from '../../../hooks/use-formatters';
import { BILLING_TIME_ZONE } from '../utils/paid-date';
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
  const needsCountryCode = client.idType === 'passport' || client.idType === 'residence_id' || client.idType === 'other';
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
        <SelectField<ClientIdType>
          label={t('billing.form.client.idType')}
          name="client-idType"
          value={client.idType}
          error={problemText(errors.idType)}
          options={CLIENT_ID_TYPES.map((type) => ({ value: type, label: t(`billing.form.client.idTypes.${type}`) }))}
          onValueChange={(type) => onChange('idType', type)}
        />
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
        {needsCountryCode ? text('countryCode', { autoComplete: 'off', maxLength: 2, hint: t('billing.form.client.countryCodeHint') }) : null}
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
      {client.idType === 'eu_vat' ? (
        <div className="form-section-note">
          <p className="field-hint">
            {t('billing.form.client.viesHint')}{' '}
            <a href={VIES_URL} target="_blank" rel="noreferrer">
              {t('billing.form.client.viesLink')}
            </a>
          </p>
          <Checkbox
            label={client.viesCheckedOn ? t('billing.form.client.viesCheckedOn', { date: client.viesCheckedOn }) : t('billing.form.client.viesChecked')}
            checked={client.viesCheckedOn !== ''}
            onChange={(event) => onChange('viesCheckedOn', event.target.checked ? dayIn(new Date(), BILLING_TIME_ZONE) : '')}
          />
        </div>
      ) : null}
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

import { CLIENT_ID_TYPES, type ClientIdType } from '@fotostudio/shared/billing/billing-enums';
import { VIES_URL } from '@fotostudio/shared/billing/client-id';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../hooks/use-formatters';
import { needsIdCountry, viesCheckedOnOf, type ClientIdValues } from './client-id-form';
import { Checkbox } from './ui/checkbox';
import { SelectField } from './ui/select-field';
import { TextField } from './ui/text-field';

/**
 * How a client is identified (issue 22 point 1), inside a form grid: the id type, the
 * identifier itself (`children`, the form's own field), the country of a foreign document,
 * and for an EU VAT number the link to VIES and the box that records the day it was checked.
 * The billing document's client and the CRM contact name the fields their own way.
 */
export const ClientIdFields = ({
  values,
  labels,
  names,
  errors,
  countryCodeRequired = false,
  children,
  onChange,
}: {
  values: ClientIdValues;
  labels: { idType: string; countryCode: string };
  names: { idType: string; countryCode: string };
  errors: { idType: string | null; countryCode: string | null };
  countryCodeRequired?: boolean;
  children?: ReactNode;
  onChange: <K extends keyof ClientIdValues>(field: K, value: ClientIdValues[K]) => void;
}) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      <SelectField<ClientIdType>
        label={labels.idType}
        name={names.idType}
        value={values.idType}
        error={errors.idType}
        options={CLIENT_ID_TYPES.map((type) => ({ value: type, label: t(`billing.form.client.idTypes.${type}`) }))}
        onValueChange={(type) => onChange('idType', type)}
      />
      {children}
      {needsIdCountry(values.idType) ? (
        <TextField
          label={labels.countryCode}
          name={names.countryCode}
          required={countryCodeRequired}
          value={values.countryCode}
          error={errors.countryCode}
          autoComplete="off"
          maxLength={2}
          hint={t('billing.form.client.countryCodeHint')}
          onChange={(event) => onChange('countryCode', event.target.value)}
        />
      ) : null}
      {values.idType === 'eu_vat' ? (
        <div className="form-grid-full">
          <p className="field-hint">
            {t('billing.form.client.viesHint')}{' '}
            <a href={VIES_URL} target="_blank" rel="noreferrer">
              {t('billing.form.client.viesLink')}
            </a>
          </p>
          <Checkbox
            label={values.viesCheckedOn ? t('billing.form.client.viesCheckedOn', { date: formatDate(values.viesCheckedOn) }) : t('billing.form.client.viesChecked')}
            checked={values.viesCheckedOn !== ''}
            onChange={(event) => onChange('viesCheckedOn', viesCheckedOnOf(event.target.checked))}
          />
        </div>
      ) : null}
    </>
  );
};

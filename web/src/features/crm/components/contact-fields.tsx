import { LANGUAGES } from '@fotostudio/shared/constants';
import { useTranslation } from 'react-i18next';
import { ClientIdFields } from '../../../components/client-id-fields';
import { DateInput } from '../../../components/ui/date-input';
import { useFieldReadOnly } from '../../../components/ui/form-mode';
import { PhoneField } from '../../../components/ui/phone-field';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';
import { usePreferences } from '../../../lib/preferences';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import type { ContactEditor } from '../hooks/use-contact-editor';
import { useContactOptions } from '../hooks/use-contact-options';
import type { ContactFormValues } from '../utils/contact-form';
import type { ContactType } from '../utils/contact-list-params';
import { CustomDatesEditor } from './custom-dates-editor';

type TextName =
  | 'firstName'
  | 'lastName'
  | 'dni'
  | 'primaryEmail'
  | 'secondaryEmail'
  | 'instagram'
  | 'linkedin'
  | 'street'
  | 'city'
  | 'state'
  | 'postalCode'
  | 'country'
  | 'tags';

type PhoneName = 'phonePrimary' | 'phoneSecondary' | 'phoneMobile';

const CONTACT_TYPE_CHOICES: readonly ContactType[] = ['lead', 'client'];

/**
 * Every field of a contact (spec section 3), in sections: personal data, how to reach
 * them, address, classification, their own dates, then notes. Editable or read-only as the
 * surrounding <FormMode> says; the type is only chosen when adding.
 */
export const ContactFields = ({ editor, chooseType }: { editor: ContactEditor; chooseType: boolean }) => {
  const { t } = useTranslation();
  const problemText = useFieldProblemText('crm.validation');
  const { dateFormat } = usePreferences();
  const options = useContactOptions(t('crm.form.notSet'));
  const { values, errors, setField } = editor;
  // Read-only dates need no typing hint.
  const dateHint = useFieldReadOnly(undefined) ? '' : undefined;

  // The fields hold someone else's data: the browser must not offer the photographer's own.
  const text = (field: TextName, extra: Omit<TextFieldProps, 'label' | 'value' | 'onChange'> = {}) => (
    <TextField
      label={t(`crm.fields.${field}`)}
      name={field}
      autoComplete="off"
      value={values[field]}
      error={problemText(errors.fields[field])}
      onChange={(event) => setField(field, event.target.value)}
      {...extra}
    />
  );

  const phone = (field: PhoneName) => (
    <PhoneField
      label={t(`crm.fields.${field}`)}
      name={field}
      value={values[field]}
      error={problemText(errors.fields[field])}
      onChange={(value) => setField(field, value)}
    />
  );

  const select = <K extends 'status' | 'priority' | 'source'>(field: K, choices: readonly SelectOption<ContactFormValues[K]>[]) => (
    <SelectField<ContactFormValues[K]>
      // Widened: i18next cannot type a key built from a type parameter.
      label={t(`crm.fields.${field as 'status' | 'priority' | 'source'}`)}
      name={field}
      value={values[field]}
      options={choices}
      onValueChange={(value) => setField(field, value)}
    />
  );

  return (
    <>
      {chooseType ? (
        <RadioGroup<ContactType>
          label={t('crm.fields.type')}
          value={values.type}
          onValueChange={(type) => setField('type', type)}
          options={CONTACT_TYPE_CHOICES.map((type) => ({ value: type, label: t(`crm.types.${type}`), hint: t(`crm.typeHints.${type}`) }))}
        />
      ) : null}
      <fieldset className="form-section">
        <legend className="form-section-title">{t('crm.form.sections.personal')}</legend>
        <div className="form-grid crm-grid">
          {text('firstName', { required: true })}
          {text('lastName', { required: true })}
          {text('dni')}
          <ClientIdFields
            values={{ idType: values.idType, countryCode: values.idCountry, viesCheckedOn: values.viesCheckedOn }}
            labels={{ idType: t('crm.fields.idType'), countryCode: t('crm.fields.idCountry') }}
            names={{ idType: 'idType', countryCode: 'idCountry' }}
            errors={{ idType: problemText(errors.fields.idType), countryCode: problemText(errors.fields.idCountry) }}
            onChange={(field, value) => setField(field === 'countryCode' ? 'idCountry' : field, value)}
          />
          <DateInput
            label={t('crm.fields.birthDate')}
            name="birthDate"
            format={dateFormat}
            hint={dateHint}
            value={values.birthDate}
            error={problemText(errors.fields.birthDate)}
            onChange={(date) => setField('birthDate', date ?? '')}
            onErrorChange={(error) => editor.setDateInvalid('birthDate', error !== null)}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('crm.form.sections.contact')}</legend>
        <div className="form-grid crm-grid">
          {text('primaryEmail', { required: true, type: 'email', inputMode: 'email' })}
          {text('secondaryEmail', { type: 'email', inputMode: 'email' })}
          {phone('phonePrimary')}
          {phone('phoneSecondary')}
          {phone('phoneMobile')}
          {text('instagram', { placeholder: t('crm.placeholders.instagram') })}
          {text('linkedin', { placeholder: t('crm.placeholders.linkedin'), inputMode: 'url' })}
          <SelectField<ContactFormValues['language']>
            label={t('crm.fields.language')}
            name="language"
            value={values.language}
            hint={t('crm.form.languageHint')}
            options={[{ value: '', label: t('crm.form.languageDefault') }, ...LANGUAGES.map((value) => ({ value, label: t(`crm.languages.${value}`) }))]}
            onValueChange={(value) => setField('language', value)}
          />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('crm.form.sections.address')}</legend>
        <div className="form-grid crm-grid">
          <div className="form-grid-full">{text('street')}</div>
          {text('city')}
          {text('state')}
          {text('postalCode')}
          {text('country')}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('crm.form.sections.classification')}</legend>
        <div className="form-grid crm-grid">
          {select('status', options.statuses)}
          {select('priority', options.priorities)}
          {select('source', options.sources)}
          {text('tags', { placeholder: t('crm.placeholders.tags'), hint: t('crm.form.tagsHint') })}
        </div>
      </fieldset>
      <CustomDatesEditor
        rows={values.customDates}
        errors={errors.customDates}
        dateFormat={dateFormat}
        onChange={editor.setCustomDates}
        onFieldEdited={editor.clearCustomDateError}
        onDateInvalid={editor.setDateInvalid}
      />
      <TextAreaField
        label={t('crm.fields.notes')}
        name="notes"
        rows={4}
        value={values.notes}
        error={problemText(errors.fields.notes)}
        onChange={(event) => setField('notes', event.target.value)}
      />
    </>
  );
};

import { getBillingSettings, putBillingSettings, type BillingSettingsStatus } from '@fotostudio/shared/contracts/billing/settings';
import { PHOTOGRAPHER_ACTIVITIES } from '@fotostudio/shared/billing/trade-tax-rules';
import { LEGAL_FORMS, NUMBERING_FORMATS, TAX_REGIMES } from '@fotostudio/shared/contracts/billing/vocabulary';
import type { RouteResponse } from '@fotostudio/shared/contracts/route';
import { formatInvoiceNumber } from '@fotostudio/shared/tax/invoice-numbering';
import { FORAL_TERRITORIES, TAX_TERRITORIES, ratesOffered, taxOfTerritory, type TaxTerritory } from '@fotostudio/shared/tax/indirect-tax';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormMode } from '../../../components/ui/form-mode';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TaxIdField } from '../../../components/ui/tax-id-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { ApiError } from '../../../lib/api-client';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useLanguage } from '../../../i18n/use-language';
import {
  checkSettingsForm,
  defaultRateForTerritory,
  fieldOfSettingsCode,
  parseRates,
  isRequiredSetting,
  PRICES_VAT,
  settingsFormOf,
  type SettingsField,
  type SettingsFormErrors,
  type SettingsFormValues,
  type ProfileBusinessData,
} from '../utils/settings-form';

const SetupStatus = ({ status }: { status: BillingSettingsStatus }) => {
  const { t } = useTranslation();
  if (status.complete) return <Alert tone="success">{t('billing.settings.complete')}</Alert>;
  const fields = status.missing.map((field) => t(`billing.settings.fields.${field}`)).join(', ');
  return <Alert tone="warning">{t('billing.settings.incomplete', { fields })}</Alert>;
};

/** The settings (null until first saved) and whether setup is complete. */
type BillingSettingsState = RouteResponse<typeof getBillingSettings>;

const SettingsEditor = ({ state, profile }: { state: BillingSettingsState; profile: ProfileBusinessData | undefined }) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const problemText = useFieldProblemText('billing.validation');
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  // The cached settings and status become the answer.
  const { trigger, isMutating } = useRouteMutation(putBillingSettings, { writes: (saved) => [cacheWrite(getBillingSettings, {}, saved)] });
  const original = useMemo(() => settingsFormOf(state.settings, { country: t('billing.settings.defaultCountry'), profile }), [state.settings, t, profile]);
  // With nothing saved yet the form opens ready to fill in.
  const [editing, setEditing] = useState(state.settings === null);
  const [draft, setDraft] = useState<SettingsFormValues>(original);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [focusSignal, setFocusSignal] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const values = editing ? draft : original;

  useEffect(() => {
    if (focusSignal > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusSignal]);

  const set = (field: SettingsField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  // The territory decides the tax and the rates offered (issue 22 point 3).
  const tax = taxOfTerritory(values.taxTerritory);
  // IVA's narrowed to the trade (21 and 10 %, issue 22 point 4); a default saved before that is kept in the list (refused on save).
  const offered = ratesOffered(tax, parseRates(values.ipsiRatesPercent).filter((rate) => !Number.isNaN(rate)));
  const shownRates = offered.map(String).includes(values.defaultVatRatePercent) ? offered : [...offered, Number(values.defaultVatRatePercent)];
  const rateOptions = shownRates.map((rate) => ({
    value: String(rate),
    label: t('billing.vat.rate', { rate: language === 'es' ? String(rate).replace('.', ',') : String(rate) }),
  }));
  const changeTerritory = (territory: TaxTerritory) => {
    setDraft((current) => {
      const next = { ...current, taxTerritory: territory };
      return { ...next, defaultVatRatePercent: defaultRateForTerritory(next) };
    });
    setErrors(({ taxTerritory: _territory, defaultVatRatePercent: _rate, ipsiRatesPercent: _ipsi, ...rest }) => rest);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing || isMutating) return;
    const checked = checkSettingsForm(draft);
    if (checked.errors) {
      setErrors(checked.errors);
      setFocusSignal((n) => n + 1);
      return;
    }
    try {
      await trigger({ body: checked.input });
      setEditing(false);
      toast.success(t('billing.settings.saved'));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfSettingsCode(error.code) : undefined;
      if (error instanceof ApiError && field) {
        setErrors({ [field]: { code: error.code } });
        setFocusSignal((n) => n + 1);
      } else catalogueToast.showError(error, 'billing.settings_save_failed');
    }
  };

  const text = (field: Exclude<SettingsField, 'legalForm' | 'taxId' | 'phone' | 'defaultVatRatePercent' | 'pricesIncludeVat' | 'taxRegime' | 'activity' | 'numberingFormat' | 'additionalTerms' | 'taxTerritory'>, extra: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'decimal'; hint?: string; readOnly?: boolean; required?: boolean } = {}) => (
    <TextField
      label={t(`billing.settings.fields.${field}`)}
      name={field}
      required={isRequiredSetting(field)}
      value={values[field]}
      error={problemText(errors[field])}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  );

  const nextNumber = Number(values.nextInvoiceNumber);
  // Locked only for the series saved: another series typed here starts its own numbering.
  const nextNumberLocked = Boolean(state.settings?.nextInvoiceNumberLocked) && values.series.trim().toUpperCase() === (state.settings?.series ?? '');
  const preview =
    Number.isSafeInteger(nextNumber) && nextNumber > 0 && /^[A-Z0-9]{0,10}$/.test(values.series.trim().toUpperCase())
      ? formatInvoiceNumber({ format: values.numberingFormat, series: values.series.trim().toUpperCase(), sequence: nextNumber, year: new Date().getFullYear() })
      : null;

  const actions = editing ? (
    <div className="billing-settings-actions">
      {state.settings ? (
        <Button
          variant="secondary"
          disabled={isMutating}
          onClick={() => {
            setEditing(false);
            setErrors({});
          }}
        >
          {t('ui.cancel')}
        </Button>
      ) : null}
      <Button type="submit" pending={isMutating} icon={<Icon name="check" size={18} />}>
        {isMutating ? t('ui.saving') : t('ui.save')}
      </Button>
    </div>
  ) : (
    <div className="billing-settings-actions">
      <Button
        variant="secondary"
        icon={<Icon name="edit" size={18} />}
        onClick={() => {
          setDraft(original);
          setErrors({});
          setEditing(true);
        }}
      >
        {t('billing.settings.edit')}
      </Button>
    </div>
  );

  return (
    <form ref={form} className={editing ? 'card billing-settings is-editing' : 'card billing-settings'} noValidate onSubmit={(event) => void save(event)}>
      <header className="billing-settings-header">
        <div>
          <h2 className="panel-title">{t('billing.settings.tab')}</h2>
          <p className="page-intro">{t('billing.settings.intro')}</p>
        </div>
        {actions}
      </header>
      <SetupStatus status={state.status} />
      <FormMode editing={editing}>
        <fieldset className="form-section">
          <legend className="form-section-title">{t('billing.settings.sections.business')}</legend>
          <div className="form-grid">
            {text('businessName', { autoComplete: 'organization' })}
            <SelectField
              label={t('billing.settings.fields.legalForm')}
              name="legalForm"
              required
              value={values.legalForm}
              error={problemText(errors.legalForm)}
              options={[
                { value: '', label: t('billing.settings.chooseOption') },
                ...LEGAL_FORMS.map((form) => ({ value: form, label: t(`billing.settings.legalForms.${form}`) })),
              ]}
              onValueChange={set('legalForm')}
            />
            {/* A self-employed issuer's legal name, printed beside the trade name and recorded (issue 22 point 8). */}
            {values.legalForm === 'self_employed' ? text('legalName', { autoComplete: 'name', required: true, hint: t('billing.settings.hints.legalName') }) : null}
            <TaxIdField label={t('billing.settings.fields.taxId')} name="taxId" required value={values.taxId} error={problemText(errors.taxId)} onChange={set('taxId')} />
            {text('responsibleName', { autoComplete: 'name' })}
            {text('email', { type: 'email', autoComplete: 'email' })}
            <PhoneField label={t('billing.settings.fields.phone')} name="phone" required value={values.phone} error={problemText(errors.phone)} onChange={set('phone')} />
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section-title">{t('billing.settings.sections.address')}</legend>
          <div className="form-grid">
            <div className="form-grid-full">{text('address', { autoComplete: 'street-address' })}</div>
            {text('city', { autoComplete: 'address-level2' })}
            {text('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
            {text('country', { autoComplete: 'country-name' })}
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section-title">{t('billing.settings.sections.tax')}</legend>
          <div className="form-grid">
            <SelectField<TaxTerritory>
              label={t('billing.settings.fields.taxTerritory')}
              name="taxTerritory"
              value={values.taxTerritory}
              hint={t('billing.settings.hints.taxTerritory')}
              error={problemText(errors.taxTerritory)}
              options={TAX_TERRITORIES.map((territory) => ({ value: territory, label: t(`billing.settings.territories.${territory}`) }))}
              onValueChange={changeTerritory}
            />
            {FORAL_TERRITORIES.includes(values.taxTerritory) ? (
              <div className="form-grid-full">
                <Alert tone="warning">{t('billing.settings.foralNotice')}</Alert>
              </div>
            ) : null}
            {tax === 'IPSI'
              ? text('ipsiRatesPercent', { hint: t('billing.settings.hints.ipsiRatesPercent'), required: true, inputMode: 'decimal' })
              : null}
            <SelectField
              label={tax === 'IVA' ? t('billing.settings.fields.defaultVatRatePercent') : t('billing.settings.fields.defaultTaxRate', { tax: t(`billing.taxes.${tax}`) })}
              name="defaultVatRatePercent"
              value={values.defaultVatRatePercent}
              error={problemText(errors.defaultVatRatePercent)}
              options={rateOptions}
              onValueChange={set('defaultVatRatePercent')}
            />
            <SelectField
              label={t('billing.settings.fields.pricesIncludeVat')}
              name="pricesIncludeVat"
              value={values.pricesIncludeVat}
              // Named by the territory's tax (IGIC incluido in Canarias, issue 22 points A and 3).
              hint={t('billing.settings.hints.pricesIncludeVat', { tax: t(`billing.taxes.${tax}`) })}
              options={PRICES_VAT.map((mode) => ({ value: mode, label: t(`billing.settings.pricesVat.${mode}`, { tax: t(`billing.taxes.${tax}`) }) }))}
              onValueChange={set('pricesIncludeVat')}
            />
            <SelectField
              label={t('billing.settings.fields.taxRegime')}
              name="taxRegime"
              value={values.taxRegime}
              options={TAX_REGIMES.map((regime) => ({ value: regime, label: t(`billing.settings.taxRegimes.${regime}`) }))}
              onValueChange={set('taxRegime')}
            />
            <SelectField
              label={t('billing.settings.fields.activity')}
              name="activity"
              value={values.activity}
              hint={t('billing.settings.hints.activity')}
              options={PHOTOGRAPHER_ACTIVITIES.map((activity) => ({ value: activity, label: t(`billing.settings.activities.${activity}`) }))}
              onValueChange={set('activity')}
            />
            {text('activityStartYear', { inputMode: 'numeric', hint: t('billing.settings.hints.activityStartYear') })}
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section-title">{t('billing.settings.sections.numbering')}</legend>
          <div className="form-grid">
            <SelectField
              label={t('billing.settings.fields.numberingFormat')}
              name="numberingFormat"
              value={values.numberingFormat}
              options={NUMBERING_FORMATS.map((format) => ({ value: format, label: format }))}
              onValueChange={set('numberingFormat')}
            />
            {text('series', { hint: t('billing.settings.hints.series') })}
            {/* Once the series has issued, its next number follows on (issue 22 point 6). */}
            {text('nextInvoiceNumber', {
              inputMode: 'numeric',
              readOnly: nextNumberLocked || undefined,
              hint: nextNumberLocked
                ? t('billing.settings.hints.nextNumberLocked')
                : preview
                  ? t('billing.settings.hints.numberingPreview', { number: preview })
                  : undefined,
            })}
            {text('rectifyingSeries', { hint: t('billing.settings.hints.rectifyingSeries') })}
            {text('simplifiedSeries', { hint: t('billing.settings.hints.simplifiedSeries') })}
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section-title">{t('billing.settings.sections.bank')}</legend>
          <div className="form-grid">
            {text('iban', { hint: t('billing.settings.hints.iban') })}
            {text('bankName')}
            <TextAreaField
              className="form-grid-full"
              label={t('billing.settings.fields.additionalTerms')}
              name="additionalTerms"
              rows={3}
              value={values.additionalTerms}
              onChange={(event) => set('additionalTerms')(event.target.value)}
            />
          </div>
        </fieldset>
      </FormMode>
    </form>
  );
};

/** Settings → Billing → Client billing: the issuer's data every quote and invoice prints. */
/** `profile`: the profile's business data, which the settings start from before their first save. */
export const BillingSettingsForm = ({ profile }: { profile?: ProfileBusinessData | undefined }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useRoute(getBillingSettings);
  if (data) return <SettingsEditor state={data} profile={profile} />;
  if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
  return <Spinner label={t('billing.settings.loading')} />;
};

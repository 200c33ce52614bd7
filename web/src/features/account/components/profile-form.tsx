import type { Me } from '@fotostudio/shared/contracts/account';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormMode } from '../../../components/ui/form-mode';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { PhoneField } from '../../../components/ui/phone-field';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { TaxIdField } from '../../../components/ui/tax-id-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useFormatRelativeDay } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../api/get-me';
import { useUpdateProfile } from '../api/update-profile';
import {
  changedFields,
  fieldOfErrorCode,
  isBusinessField,
  toFormValues,
  validateProfileUpdate,
  type ProfileFieldErrors,
  type ProfileFormField,
  type ProfileFormValues,
} from '../utils/profile-form';
import { AccentColorField } from './accent-color-field';
import { BusinessSlugField } from './business-slug-field';
import { ProfileImageField } from './profile-image-field';

type ProfileTab = 'personal' | 'business';

const ProfileEditor = ({ me }: { me: Me }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const formatRelativeDay = useFormatRelativeDay();
  const { trigger, isMutating } = useUpdateProfile();
  const { photographer } = me;

  const original = useMemo(() => toFormValues(photographer), [photographer]);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileFormValues>(original);
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [tab, setTab] = useState<ProfileTab>('personal');
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  // Outside edit mode the fields always show the latest saved profile.
  const values = editing ? draft : original;

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    form.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) [aria-invalid="true"]')?.focus();
  }, [errors, tab]);

  const showErrors = (next: ProfileFieldErrors) => {
    const fields = Object.keys(next) as ProfileFormField[];
    setErrors(next);
    // Errors only on the other tab: go there, so the user sees them.
    const onThisTab = fields.some((field) => isBusinessField(field) === (tab === 'business'));
    if (!onThisTab && fields[0]) setTab(isBusinessField(fields[0]) ? 'business' : 'personal');
    focusFirstError.current = true;
  };

  const startEditing = () => {
    setDraft(original);
    setErrors({});
    setEditing(true);
  };

  const cancel = () => {
    setEditing(false);
    setErrors({});
  };

  const setField = (field: ProfileFormField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing || isMutating) return;
    const update = changedFields(draft, original);
    const problems = validateProfileUpdate(update);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    if (Object.keys(update).length === 0) {
      setEditing(false);
      return;
    }
    try {
      await trigger({ body: update });
      setEditing(false);
      toast.success(t('profile.saved'));
    } catch (error) {
      const field = error instanceof ApiError ? fieldOfErrorCode(error.code) : undefined;
      if (error instanceof ApiError && field) showErrors({ [field]: { code: error.code } });
      else catalogueToast.showError(error, 'profile.update_failed');
    }
  };

  const problemText = useFieldProblemText('profile.validation');

  const text = (field: Exclude<ProfileFormField, 'phone' | 'biography' | 'businessSlug' | 'accentColor'>, extra: { autoComplete?: string; placeholder?: string; inputMode?: 'url' | 'text'; type?: string; hint?: ReactNode } = {}) => (
    <TextField
      label={t(`profile.fields.${field}`)}
      name={field}
      value={values[field]}
      error={problemText(errors[field])}
      onChange={(event) => setField(field)(event.target.value)}
      {...extra}
    />
  );

  const personal = (
    <div className="profile-panel">
      <ProfileImageField purpose="profilePhoto" imageUrl={photographer.photoUrl} editing={editing} />
      <div className="form-grid">
        {text('name', { autoComplete: 'name' })}
        <TextField
          label={t('profile.fields.email')}
          name="email"
          type="email"
          value={photographer.email}
          readOnly
          hint={editing ? t('profile.emailHint') : undefined}
        />
        <PhoneField label={t('profile.fields.phone')} name="phone" value={values.phone} error={problemText(errors.phone)} onChange={setField('phone')} />
        {text('instagram', { placeholder: t('profile.placeholders.instagram') })}
        {text('linkedin', { placeholder: t('profile.placeholders.linkedin'), inputMode: 'url' })}
        <TextAreaField
          className="form-grid-full"
          label={t('profile.fields.biography')}
          name="biography"
          value={values.biography}
          placeholder={t('profile.placeholders.biography')}
          error={problemText(errors.biography)}
          onChange={(event) => setField('biography')(event.target.value)}
        />
      </div>
    </div>
  );

  const business = (
    <div className="profile-panel">
      <ProfileImageField purpose="businessLogo" imageUrl={photographer.logoUrl} editing={editing} />
      <div className="form-grid">
        {text('businessName', { autoComplete: 'organization' })}
        {text('website', { placeholder: t('profile.placeholders.website'), inputMode: 'url', autoComplete: 'url' })}
        <div className="form-grid-full">
          <BusinessSlugField
            value={values.businessSlug}
            businessName={values.businessName}
            editing={editing}
            error={problemText(errors.businessSlug)}
            onChange={setField('businessSlug')}
          />
        </div>
        <TaxIdField
          label={t('profile.fields.taxId')}
          name="taxId"
          value={values.taxId}
          placeholder={t('profile.placeholders.taxId')}
          error={problemText(errors.taxId)}
          onChange={setField('taxId')}
        />
        <AccentColorField value={values.accentColor} error={problemText(errors.accentColor)} onChange={setField('accentColor')} />
      </div>
      <fieldset className="form-section">
        <legend className="form-section-title">{t('profile.addressTitle')}</legend>
        <div className="form-grid">
          <div className="form-grid-full">{text('street', { autoComplete: 'street-address' })}</div>
          {text('city', { autoComplete: 'address-level2' })}
          {text('postalCode', { autoComplete: 'postal-code' })}
          {text('province', { autoComplete: 'address-level1' })}
          {text('country', { autoComplete: 'country-name' })}
        </div>
      </fieldset>
    </div>
  );

  const actions = editing ? (
    <>
      <Button variant="secondary" onClick={cancel} disabled={isMutating}>
        {t('ui.cancel')}
      </Button>
      <Button type="submit" pending={isMutating} icon={<Icon name="check" size={18} />}>
        {isMutating ? t('ui.saving') : t('ui.save')}
      </Button>
    </>
  ) : (
    <Button variant="secondary" icon={<Icon name="edit" size={18} />} onClick={startEditing}>
      {t('profile.edit')}
    </Button>
  );

  return (
    <form ref={form} className={editing ? 'card profile-card is-editing' : 'card profile-card'} noValidate onSubmit={(event) => void save(event)}>
      <FormMode editing={editing}>
        <Tabs
          label={t('profile.tabsLabel')}
          selectedTab={tab}
          onTabChange={(id) => setTab(id === 'business' ? 'business' : 'personal')}
          actions={actions}
          tabs={[
            { id: 'personal', label: t('profile.tabs.personal'), panel: personal },
            { id: 'business', label: t('profile.tabs.business'), panel: business },
          ]}
        />
      </FormMode>
      <p className="profile-updated">{t('profile.updatedAt', { when: formatRelativeDay(new Date(photographer.updatedAt)) })}</p>
    </form>
  );
};

/** The profile's Personal and Business tabs: read-only until Edit, then Save or Cancel. */
export const ProfileForm = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useMe();
  if (data) return <ProfileEditor me={data} />;
  if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
  return <Spinner label={t('profile.loading')} />;
};

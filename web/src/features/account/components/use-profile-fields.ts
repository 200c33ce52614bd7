// The label and display value of every profile field, shared by the summary card and the
// profile page, so both show the same data the same way.
import { CURRENCIES } from '@fotostudio/shared/constants';
import type { Me } from '@fotostudio/shared/contracts/account';
import { useTranslation } from 'react-i18next';
import type account from '../../../i18n/locales/es/account.json';
import type { ProfileField } from './profile-field-list';

/** Photographer fields that have a translated label. */
type ProfileFieldKey = keyof typeof account.profile.fields & keyof Me['photographer'];

const blankToNull = (value: string | null): string | null => (value && value.trim() !== '' ? value : null);

export const useProfileFields = (me: Me | undefined) => {
  const { t } = useTranslation();
  if (!me) return null;
  const { photographer, settings } = me;
  const field = (id: ProfileFieldKey, value: string | null): ProfileField => ({
    id,
    label: t(`profile.fields.${id}`),
    value: blankToNull(value),
  });
  const { language, currency, timezone, dateFormat } = settings.preferences;
  return {
    personal: [
      field('name', photographer.name),
      field('email', photographer.email),
      field('phone', photographer.phone),
      field('instagram', photographer.instagram),
      field('linkedin', photographer.linkedin),
      field('biography', photographer.biography),
    ],
    business: [
      field('businessName', photographer.businessName),
      field('website', photographer.website),
      field('taxId', photographer.taxId),
      field('street', photographer.street),
      field('city', photographer.city),
      field('postalCode', photographer.postalCode),
      field('province', photographer.province),
      field('country', photographer.country),
    ],
    preferences: [
      { id: 'language', label: t('profile.preferences.language'), value: t(`language.${language}.name`) },
      { id: 'currency', label: t('profile.preferences.currency'), value: `${currency} (${CURRENCIES[currency].symbol})` },
      { id: 'timezone', label: t('profile.preferences.timezone'), value: timezone.replace(/_/g, ' ') },
      { id: 'dateFormat', label: t('profile.preferences.dateFormat'), value: dateFormat },
    ] satisfies ProfileField[],
  };
};

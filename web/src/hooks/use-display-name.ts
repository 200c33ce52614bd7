import { displayNameOf } from '@fotostudio/shared/display-name';
import { useTranslation } from 'react-i18next';

/**
 * The spec's display-name rule: the name, else the part of the email before @, else the
 * generic user label in the UI's language.
 */
export const useDisplayName = (user: { name?: string | null; email?: string | null }): string => {
  const { t } = useTranslation();
  return displayNameOf(user) ?? t('common.genericUser');
};

import { useEffect } from 'react';
import { languageRequestCount, useLanguage } from '../../../i18n/use-language';
import { applyTheme } from '../../../lib/theme';
import { useMe } from '../api/get-me';

/**
 * Reads the account and applies its language and theme once, then says so. A language the
 * user picked after the sign-in (`languageRequestsAtSignIn` switches had been asked for
 * then) wins over the account's.
 */
export const ApplyAccountPreferences = ({
  onApplied,
  languageRequestsAtSignIn,
}: {
  onApplied: () => void;
  languageRequestsAtSignIn: number;
}) => {
  const { setLanguage } = useLanguage();
  const { data } = useMe();

  useEffect(() => {
    if (!data) return;
    onApplied();
    applyTheme(data.settings.appearance);
    if (languageRequestCount() === languageRequestsAtSignIn) void setLanguage(data.settings.preferences.language);
  }, [data, onApplied, setLanguage, languageRequestsAtSignIn]);

  return null;
};

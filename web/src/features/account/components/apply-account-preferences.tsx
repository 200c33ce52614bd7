import { useEffect } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { applyTheme } from '../../../lib/theme';
import { useMe } from '../api/get-me';

/** Reads the account and applies its language and theme once, then says so. */
export const ApplyAccountPreferences = ({ onApplied }: { onApplied: () => void }) => {
  const { setLanguage } = useLanguage();
  const { data } = useMe();

  useEffect(() => {
    if (!data) return;
    onApplied();
    applyTheme(data.settings.appearance);
    void setLanguage(data.settings.preferences.language);
  }, [data, onApplied, setLanguage]);

  return null;
};

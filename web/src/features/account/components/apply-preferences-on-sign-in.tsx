import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../i18n/use-language';
import { useAuth } from '../../../lib/auth';
import { applyTheme } from '../../../lib/theme';
import { useMe } from '../api/get-me';

/**
 * "A sign-in loads preferences" (spec section 4): when a user signs in on this page, the
 * account's language and theme replace this browser's. A session restored on reload keeps
 * the browser's own choices, which every change also saves to the account, so the two
 * agree. Invite pages skip it.
 */
export const ApplyPreferencesOnSignIn = () => {
  const { state } = useAuth();
  const { setLanguage } = useLanguage();
  const previous = useRef(state.status);
  const [pending, setPending] = useState(false);
  const { data } = useMe({ enabled: pending });

  useEffect(() => {
    const was = previous.current;
    previous.current = state.status;
    if (was === 'signedOut' && state.status === 'signedIn' && !window.location.pathname.startsWith(paths.authInvite)) {
      setPending(true);
    }
    if (state.status === 'signedOut') setPending(false);
  }, [state.status]);

  useEffect(() => {
    if (!pending || !data) return;
    setPending(false);
    applyTheme(data.settings.appearance);
    void setLanguage(data.settings.preferences.language);
  }, [pending, data, setLanguage]);

  return null;
};

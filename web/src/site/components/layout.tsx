import { useEffect, useState, type ReactNode } from 'react';
import { readConsent, type Consent } from '../consent';
import { CookieBanner } from './cookie-banner';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';

export const SiteLayout = ({ children }: { children: ReactNode }) => {
  // Read after hydration: the prerendered page cannot know the visitor's choice.
  const [banner, setBanner] = useState<{ initial: Omit<Consent, 'at'> | undefined } | null>(null);
  useEffect(() => {
    if (!readConsent()) setBanner({ initial: undefined });
  }, []);
  return (
    <>
      <SiteHeader />
      <main id="content" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter onCookieSettings={() => setBanner({ initial: readConsent() ?? { analytics: false, usage: false, ads: false } })} />
      {banner && <CookieBanner initial={banner.initial} onDone={() => setBanner(null)} />}
    </>
  );
};

// The gallery's whole-page states: loading, a failure to retry, a closed link, the
// password prompt and the thank-you page. Those of a link that exists carry the studio's brand
// (logo or name, accent) and contact, once the brand has come (`gallery.brand`).
import { useEffect, useState, type ReactNode } from 'react';
import type { GalleryBranding, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import type { GalleryLook } from '@fotostudio/shared/gallery/gallery-look';
import { confirmedTotalCents } from '@fotostudio/shared/sessions/session-finance';
import { codeOfError, galleryApi, GalleryApiError, passStore } from '../api';
import { retryWhen, useMoney } from '../format';
import { useI18n } from '../i18n';
import { applyLook } from '../look';
import { BrandContact, BrandMark } from './brand';
import { LanguageSwitch } from './language-switch';

type PageLook = Pick<GalleryLook, 'theme' | 'font'>;
/** Where the session's look is not known (a link that does not open): light, the system font. */
const PLAIN_LOOK: PageLook = { theme: 'light', font: 'system' };

interface PageProps {
  children: ReactNode;
  title: string;
  branding?: GalleryBranding | null | undefined;
  look?: PageLook | undefined;
}

export const Page = ({ children, title, branding, look = PLAIN_LOOK }: PageProps) => {
  const { t } = useI18n();
  const accentColor = branding?.accentColor ?? null;
  const { theme, font } = look;
  useEffect(() => applyLook(document.documentElement, { theme, font }, accentColor), [theme, font, accentColor]);
  return (
    <main className="g-page g-center">
      <div className="g-page-tools">
        <LanguageSwitch />
      </div>
      {branding && <BrandMark branding={branding} className="g-page-brand" />}
      <div className="g-card g-narrow">
        <h1 className="g-page-title">{title}</h1>
        {children}
      </div>
      {branding && (
        <footer className="g-page-foot">
          {branding.logoUrl && <p className="g-page-business">{branding.businessName}</p>}
          <BrandContact branding={branding} label={t('brand.contact')} />
        </footer>
      )}
    </main>
  );
};

export const LoadingPage = () => {
  const { t } = useI18n();
  return (
    <main className="g-page g-center" aria-busy="true">
      <div className="g-spinner" role="status" aria-label={t('loading')} />
    </main>
  );
};

export const ErrorPage = ({ code, onRetry }: { code: string; onRetry: () => void }) => {
  const { t, m } = useI18n();
  return (
    <Page title={t('error.title')}>
      <p role="alert">{m(code)}</p>
      <button type="button" className="g-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </Page>
  );
};

const CLOSED_TITLES: Record<string, 'closed.disabled' | 'closed.expired' | 'closed.invalid' | 'closed.confirmed' | 'closed.deadline' | 'closed.delivery'> = {
  'gallery.link_disabled': 'closed.disabled',
  'gallery.link_expired': 'closed.expired',
  'gallery.link_invalid': 'closed.invalid',
  'gallery.link_closed': 'closed.confirmed',
  'gallery.already_confirmed': 'closed.confirmed',
  'gallery.selection_deadline_passed': 'closed.deadline',
  // The delivery of the finals (issue 28 point 4) expired or was withdrawn.
  'gallery.delivery_closed': 'closed.delivery',
};

export const isClosedCode = (code: string): boolean => code in CLOSED_TITLES;

export const ClosedPage = ({ code, branding }: { code: string; branding?: GalleryBranding | null | undefined }) => {
  const { t, m } = useI18n();
  return (
    <Page title={t(CLOSED_TITLES[code] ?? 'closed.invalid')} branding={branding}>
      <p>{m(code)}</p>
    </Page>
  );
};

interface UnlockFailure {
  code: string;
  /** Set when the tries were refused for a while (429): said as when to try again. */
  retryAfterSeconds?: number;
}

const unlockFailureOf = (failure: unknown): UnlockFailure => ({
  code: codeOfError(failure, 'gallery.access_failed'),
  ...(failure instanceof GalleryApiError && failure.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
});

export const PasswordPage = ({ linkKey, onUnlocked, branding }: { linkKey: string; onUnlocked: () => void; branding?: GalleryBranding | null | undefined }) => {
  const { t, m, language } = useI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UnlockFailure | null>(null);
  return (
    <Page title={t('password.title')} branding={branding}>
      <p>{m('gallery.password_required')}</p>
      <form
        className="g-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (password === '') return;
          setBusy(true);
          setError(null);
          galleryApi.unlock(linkKey, password).then(
            ({ pass }) => {
              passStore.set(linkKey, pass);
              onUnlocked();
            },
            (failure: unknown) => {
              setBusy(false);
              setError(unlockFailureOf(failure));
            },
          );
        }}
      >
        <label htmlFor="g-password" className="g-label">
          {t('password.label')}
        </label>
        <input
          id="g-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'g-password-error' : undefined}
          required
          autoFocus
        />
        {error && (
          <p id="g-password-error" className="g-error" role="alert">
            {m(error.code)}
            {error.retryAfterSeconds !== undefined && ` ${t('password.retryIn', { when: retryWhen(error.retryAfterSeconds, language) })}`}
          </p>
        )}
        <button type="submit" className="g-button" disabled={busy}>
          {t('password.submit')}
        </button>
      </form>
    </Page>
  );
};

interface ThankYouProps {
  branding: GalleryBranding;
  look: PageLook;
  price: GalleryPriceResult;
  photoCount: number;
  /** "Ver mi selección": the confirmed selection, read-only (what the link shows from now on). */
  onSeeSelection: () => void;
}

export const ThankYouPage = ({ branding, look, price, photoCount, onSeeSelection }: ThankYouProps) => {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <Page title={t('thanks.title')} branding={branding} look={look}>
      <p>{t('thanks.text', { business: branding.businessName })}</p>
      <p>
        {t(price.tax?.tax ? 'thanks.summaryTaxIncluded' : price.tax ? 'thanks.summaryVatIncluded' : 'thanks.summary', {
          count: photoCount,
          total: money(confirmedTotalCents(price)),
          ...(price.tax?.tax ? { tax: price.tax.tax } : {}),
        })}
      </p>
      <button type="button" className="g-button" onClick={onSeeSelection}>
        {t('thanks.seeSelection')}
      </button>
    </Page>
  );
};

// The gallery's whole-page states: loading, a failure to retry, a closed link, the
// password prompt and the thank-you page.
import { useState, type ReactNode } from 'react';
import type { GalleryBranding, GalleryPriceResult } from '@fotostudio/shared/contracts/gallery';
import { confirmedTotalCents } from '@fotostudio/shared/sessions/session-finance';
import { codeOfError, galleryApi, GalleryApiError, passStore } from '../api';
import { retryWhen, useMoney } from '../format';
import { useI18n } from '../i18n';
import { LanguageSwitch } from './language-switch';

const Page = ({ children, title }: { children: ReactNode; title: string }) => (
  <main className="g-page g-center">
    <div className="g-page-tools">
      <LanguageSwitch />
    </div>
    <div className="g-card g-narrow">
      <h1 className="g-page-title">{title}</h1>
      {children}
    </div>
  </main>
);

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

const CLOSED_TITLES: Record<string, 'closed.disabled' | 'closed.expired' | 'closed.invalid' | 'closed.confirmed'> = {
  'gallery.link_disabled': 'closed.disabled',
  'gallery.link_expired': 'closed.expired',
  'gallery.link_invalid': 'closed.invalid',
  'gallery.link_closed': 'closed.confirmed',
  'gallery.already_confirmed': 'closed.confirmed',
};

export const isClosedCode = (code: string): boolean => code in CLOSED_TITLES;

export const ClosedPage = ({ code }: { code: string }) => {
  const { t, m } = useI18n();
  return (
    <Page title={t(CLOSED_TITLES[code] ?? 'closed.invalid')}>
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

export const PasswordPage = ({ linkKey, onUnlocked }: { linkKey: string; onUnlocked: () => void }) => {
  const { t, m, language } = useI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UnlockFailure | null>(null);
  return (
    <Page title={t('password.title')}>
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

export const ThankYouPage = ({ branding, price, photoCount }: { branding: GalleryBranding; price: GalleryPriceResult; photoCount: number }) => {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <Page title={t('thanks.title')}>
      <p>{t('thanks.text', { business: branding.businessName })}</p>
      <p>
        {t(price.tax?.tax ? 'thanks.summaryTaxIncluded' : price.tax ? 'thanks.summaryVatIncluded' : 'thanks.summary', {
          count: photoCount,
          total: money(confirmedTotalCents(price)),
          ...(price.tax?.tax ? { tax: price.tax.tax } : {}),
        })}
      </p>
      {(branding.email || branding.phone) && (
        <p className="g-muted">
          {t('thanks.contact')} {branding.email && <a href={`mailto:${branding.email}`}>{branding.email}</a>}
          {branding.email && branding.phone && ' · '}
          {branding.phone && <a href={`tel:${branding.phone}`}>{branding.phone}</a>}
        </p>
      )}
    </Page>
  );
};

// What every whole gallery page carries around its content: the studio's name and logo with the
// language switch on top, and the studio's contact with the "made with" line at the foot.
import type { ReactNode } from 'react';
import type { GalleryBranding } from '@fotostudio/shared/contracts/gallery';
import { useI18n } from '../i18n';
import { BrandContact } from './brand';
import { LanguageSwitch } from './language-switch';

/** The studio's logo and name, what the page adds beside them (`children`), and the language switch. */
export const PageHeader = ({ branding, children }: { branding: GalleryBranding; children?: ReactNode }) => (
  <header className="g-header">
    <div className="g-brand">
      {branding.logoUrl && <img src={branding.logoUrl} alt="" className="g-logo" />}
      <span className="g-business g-display">{branding.businessName}</span>
    </div>
    {children}
    <LanguageSwitch />
  </header>
);

/** The studio's contact (under `label` when given) and the "made with" line. */
export const PageFooter = ({ branding, label }: { branding: GalleryBranding; label?: string }) => {
  const { t } = useI18n();
  return (
    <footer className="g-footer">
      <BrandContact branding={branding} label={label} />
      <p className="g-powered">{t('poweredBy')}</p>
    </footer>
  );
};

/** A page of photos that failed to load, with the way to ask for it again. */
export const PageFailure = ({ failed, onRetry }: { failed: string | null; onRetry: () => void }) => {
  const { t, m } = useI18n();
  if (!failed) return null;
  return (
    <p className="g-bar-error" role="alert">
      {m(failed)}{' '}
      <button type="button" className="g-button g-button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
};

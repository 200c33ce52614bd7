import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../ui/logo';
import { paths } from '../../config/paths';

/** The frame of the public auth screens: brand, language control, centred content. */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <header className="auth-header">
        <Link to={paths.home} className="brand-link">
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main-content" className="auth-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="auth-footer">
        <p>{t('app.tagline')}</p>
      </footer>
    </div>
  );
};

import type { Language } from '@fotostudio/shared/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { LanguageSwitcher } from '../language-switcher';
import { Button } from '../ui/button';
import { Icon } from '../ui/icon';
import { Logo } from '../ui/logo';
import { navigation, type NavItem } from '../../config/navigation';
import { paths } from '../../config/paths';

const SIDEBAR_ID = 'dashboard-sidebar';

const NavEntry = ({ item }: { item: NavItem }) => {
  const { t } = useTranslation();
  const label = t(`nav.items.${item.id}`);
  if (!item.enabled) {
    // A disabled link: announced as unavailable, not focusable, goes nowhere.
    return (
      <span className="nav-item nav-item-disabled" role="link" aria-disabled="true" title={t('nav.unavailable', { label })}>
        <Icon name={item.icon} />
        <span className="nav-item-label">{label}</span>
        <span className="nav-badge">{t('common.comingSoon')}</span>
      </span>
    );
  }
  return (
    <NavLink to={item.to} end={item.end} className="nav-item">
      <Icon name={item.icon} />
      <span className="nav-item-label">{label}</span>
    </NavLink>
  );
};

export const DashboardLayout = ({
  email,
  onSignOut,
  onLanguageChange,
  headerActions,
  children,
}: {
  email: string;
  onSignOut: () => void;
  /** After the sidebar's switch has changed the language (e.g. to save it to the account). */
  onLanguageChange?: (language: Language) => void;
  /** The header's tools (the notification bell): in the top bar on phones, beside the logo on wide screens. */
  headerActions?: ReactNode;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // The mobile menu closes when a link is followed.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const menuLabel = menuOpen ? t('nav.closeMenu') : t('nav.openMenu');

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        {t('common.skipToContent')}
      </a>
      <header className="topbar">
        <Link to={paths.dashboard} className="brand-link">
          <Logo size={28} />
        </Link>
        <div className="topbar-actions">
          {headerActions}
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={menuLabel}
            title={menuLabel}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </header>
      <aside id={SIDEBAR_ID} className={menuOpen ? 'sidebar sidebar-open' : 'sidebar'}>
        <div className="sidebar-brand">
          <Link to={paths.dashboard} className="brand-link">
            <Logo />
          </Link>
          {headerActions}
        </div>
        <nav className="sidebar-nav" aria-label={t('nav.label')}>
          <ul>
            {navigation.map((item) => (
              <li key={item.id}>
                <NavEntry item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar-footer">
          <LanguageSwitcher onChange={onLanguageChange} />
          <p className="account">
            <span className="account-label">{t('nav.signedInAs')}</span>
            <span className="account-email" data-testid="signed-in-email">
              {email}
            </span>
          </p>
          <Button variant="secondary" block icon={<Icon name="logOut" size={18} />} onClick={onSignOut}>
            {t('nav.signOut')}
          </Button>
        </div>
      </aside>
      <main id="main-content" className="app-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
};

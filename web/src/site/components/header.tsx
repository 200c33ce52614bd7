import { LANGUAGES, type Language } from '@fotostudio/shared/constants';
import { sitePath } from '@fotostudio/shared/site/pages';
import { useEffect, useId, useRef, useState } from 'react';
import { pathOf } from '../page-data';
import { applyTheme, looksSignedIn, rememberLanguage, storedTheme, type Theme } from '../preferences';
import { useSite } from '../site-context';
import { LogoMark } from '../../components/ui/logo-mark';

/** Closes a popover on Escape (focus back to its button) and on a click outside it. */
const useDismiss = (open: boolean, close: () => void, root: React.RefObject<HTMLElement | null>, button: React.RefObject<HTMLButtonElement | null>) => {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, root, button]);
};

const UserMenu = () => {
  const { chrome, data, language } = useSite();
  const [open, setOpen] = useState(false);
  const [theme, setTheme] = useState<Theme>('light');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => setTheme(storedTheme()), []);
  useDismiss(open, () => setOpen(false), root, button);
  const chooseTheme = (next: Theme) => {
    setTheme(next);
    applyTheme(next, true);
  };
  const names: Record<Language, string> = { es: chrome.userMenu.spanish, en: chrome.userMenu.english };
  return (
    <div className="site-user-menu" ref={root}>
      <button ref={button} type="button" className="site-icon-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="site-icon-button-label">{chrome.userMenu.button}</span>
      </button>
      <div id={panelId} className="site-popover" hidden={!open}>
        <fieldset className="site-choice-group">
          <legend>{chrome.userMenu.theme}</legend>
          {(['light', 'dark'] as const).map((value) => (
            <button key={value} type="button" className="site-choice" aria-pressed={theme === value} onClick={() => chooseTheme(value)}>
              {chrome.userMenu[value]}
            </button>
          ))}
        </fieldset>
        <fieldset className="site-choice-group">
          <legend>{chrome.userMenu.language}</legend>
          {LANGUAGES.map((value) => (
            <a
              key={value}
              className="site-choice"
              href={pathOf(data, value)}
              hrefLang={value}
              lang={value}
              aria-current={value === language ? 'true' : undefined}
              onClick={() => rememberLanguage(value)}
            >
              {names[value]}
            </a>
          ))}
        </fieldset>
      </div>
    </div>
  );
};

export const SiteHeader = () => {
  const { chrome, data, language } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const navId = useId();
  useEffect(() => setSignedIn(looksSignedIn()), []);
  const home = sitePath('home', language);
  // On the landing the anchors scroll; elsewhere they lead to the landing's sections.
  const anchor = (id: string) => (data.page === 'home' ? `#${id}` : `${home === '/' ? '' : home}/#${id}`);
  const links = [
    { href: anchor('features'), label: chrome.nav.features },
    { href: sitePath('pricing', language), label: chrome.nav.pricing },
    { href: anchor('contact'), label: chrome.nav.contact },
    { href: sitePath('beta', language), label: chrome.nav.beta },
    { href: sitePath('blog', language), label: chrome.nav.blog },
  ];
  return (
    <header className="site-header">
      <a className="site-skip" href="#content">
        {chrome.skipToContent}
      </a>
      <div className="site-header-inner">
        <a className="site-brand" href={home}>
          <LogoMark size={30} />
          <span>{chrome.productName}</span>
        </a>
        <button
          type="button"
          className="site-icon-button site-menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span className="site-icon-button-label">{menuOpen ? chrome.nav.closeMenu : chrome.nav.openMenu}</span>
        </button>
        <nav id={navId} className="site-nav" data-open={menuOpen} aria-label={chrome.nav.label}>
          <ul className="site-nav-links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="site-nav-actions">
            {signedIn ? (
              <a className="site-button site-button-primary" href="/dashboard">
                {chrome.nav.dashboard}
              </a>
            ) : (
              <>
                <a className="site-button site-button-ghost" href="/login">
                  {chrome.nav.login}
                </a>
                <a className="site-button site-button-primary" href="/signup">
                  {chrome.nav.signup}
                </a>
              </>
            )}
          </div>
        </nav>
        <UserMenu />
      </div>
    </header>
  );
};

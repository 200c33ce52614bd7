import { sitePath } from '@fotostudio/shared/site/pages';
import { fill } from '../texts';
import { useSite } from '../site-context';
import { LogoMark } from '../../components/ui/logo-mark';

export const SiteFooter = ({ onCookieSettings }: { onCookieSettings: () => void }) => {
  const { chrome, language } = useSite();
  const f = chrome.footer;
  const columns = [
    {
      title: f.product,
      links: [
        { href: sitePath('home', language), label: f.home },
        { href: sitePath('beta', language), label: f.beta },
        { href: sitePath('pricing', language), label: f.pricing },
      ],
    },
    {
      title: f.resources,
      links: [
        { href: sitePath('docs', language), label: f.docs },
        { href: sitePath('blog', language), label: f.blog },
        { href: sitePath('brand', language), label: f.brand },
      ],
    },
    {
      title: f.legal,
      links: [
        { href: sitePath('terms', language), label: f.terms },
        { href: sitePath('privacy', language), label: f.privacy },
        { href: sitePath('cookies', language), label: f.cookies },
        { href: sitePath('verifactu', language), label: f.verifactu },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <span className="site-brand">
            <LogoMark size={28} />
            <span>{chrome.productName}</span>
          </span>
          <p>{f.tagline}</p>
        </div>
        <nav className="site-footer-columns" aria-label={f.label}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="site-footer-title">{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                {column.title === f.legal && (
                  <li>
                    <button type="button" className="site-link-button" onClick={onCookieSettings}>
                      {f.cookieSettings}
                    </button>
                  </li>
                )}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className="site-footer-rights">{fill(f.rights, { year: new Date().getFullYear() })}</p>
    </footer>
  );
};

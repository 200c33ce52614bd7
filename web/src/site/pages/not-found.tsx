import { sitePath } from '@fotostudio/shared/site/pages';
import { LogoMark } from '../../components/ui/logo-mark';
import type { PageLoader } from '../page-module';
import { useSite } from '../site-context';

/** Spec section 2: a title, a message, a link to / and a go-back button, and a powered-by footer. */
const NotFound = () => {
  const { chrome, language } = useSite();
  const t = chrome.notFound;
  return (
    <div className="site-not-found">
      <main id="content" className="site-card site-not-found-card">
        <p className="site-not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="site-hero-title">{t.title}</h1>
        <p>{t.message}</p>
        <div className="site-actions">
          <a className="site-button site-button-primary" href={sitePath('home', language)}>
            {t.home}
          </a>
          <button type="button" className="site-button site-button-ghost" onClick={() => window.history.back()}>
            {t.back}
          </button>
        </div>
      </main>
      <footer className="site-powered-by">
        <a href={sitePath('home', language)} className="site-brand">
          <LogoMark size={22} />
          <span>{t.poweredBy}</span>
        </a>
      </footer>
    </div>
  );
};

export const load: PageLoader = async () => ({ meta: { title: '', description: '' }, content: <NotFound />, bare: true });

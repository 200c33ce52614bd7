import { sitePath } from '@fotostudio/shared/site/pages';
import { useEffect, useState } from 'react';
import type { PageLoader } from '../page-module';
import { useSite } from '../site-context';

/** After a beta application; `?list=waitlist` when it went to the waitlist. */
const ThankYou = () => {
  const { chrome, language } = useSite();
  const t = chrome.thankyou;
  const [waitlist, setWaitlist] = useState(false);
  useEffect(() => setWaitlist(new URLSearchParams(window.location.search).get('list') === 'waitlist'), []);
  return (
    <section className="site-hero" aria-labelledby="thanks-title">
      <h1 id="thanks-title" className="site-hero-title">
        {waitlist ? t.waitlistTitle : t.title}
      </h1>
      <p className="site-lead">{waitlist ? t.waitlistBody : t.body}</p>
      <h2 className="site-subtitle">{t.next}</h2>
      <div className="site-actions">
        <a className="site-button site-button-primary" href={sitePath('docs', language)}>
          {t.docs}
        </a>
        <a className="site-button site-button-ghost" href={sitePath('blog', language)}>
          {t.blog}
        </a>
        <a className="site-button site-button-ghost" href={sitePath('home', language)}>
          {t.home}
        </a>
      </div>
    </section>
  );
};

export const load: PageLoader = async () => ({ meta: { title: '', description: '' }, content: <ThankYou /> });

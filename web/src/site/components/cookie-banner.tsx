import { sitePath } from '@fotostudio/shared/site/pages';
import { useId, useState } from 'react';
import { saveConsent, type Consent } from '../consent';
import { useSite } from '../site-context';

type Choice = Omit<Consent, 'at'>;
const CATEGORIES = ['analytics', 'usage', 'ads'] as const;

/** Asks before any non-essential cookie; shown until the visitor chooses (or reopened from the footer). */
export const CookieBanner = ({ initial, onDone }: { initial: Choice | undefined; onDone: () => void }) => {
  const { chrome, language } = useSite();
  const c = chrome.cookies;
  const [customising, setCustomising] = useState(initial !== undefined);
  const [choice, setChoice] = useState<Choice>(initial ?? { analytics: false, usage: false, ads: false });
  const titleId = useId();
  const decide = (value: Choice) => {
    saveConsent(value);
    onDone();
  };
  return (
    <section className="site-cookie-banner" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-cookie-title">
        {c.title}
      </h2>
      <p>
        {c.body} <a href={sitePath('cookies', language)}>{c.more}</a>
      </p>
      {customising && (
        <fieldset className="site-cookie-choices">
          <legend className="site-visually-hidden">{c.customise}</legend>
          <label className="site-check">
            <input type="checkbox" checked disabled />
            <span>{c.essential}</span>
          </label>
          {CATEGORIES.map((category) => (
            <label key={category} className="site-check">
              <input type="checkbox" checked={choice[category]} onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })} />
              <span>{c[category]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="site-cookie-actions">
        <button type="button" className="site-button site-button-ghost" onClick={() => decide({ analytics: false, usage: false, ads: false })}>
          {c.essentialOnly}
        </button>
        {customising ? (
          <button type="button" className="site-button site-button-ghost" onClick={() => decide(choice)}>
            {c.save}
          </button>
        ) : (
          <button type="button" className="site-button site-button-ghost" onClick={() => setCustomising(true)}>
            {c.customise}
          </button>
        )}
        <button type="button" className="site-button site-button-primary" onClick={() => decide({ analytics: true, usage: true, ads: true })}>
          {c.acceptAll}
        </button>
      </div>
    </section>
  );
};

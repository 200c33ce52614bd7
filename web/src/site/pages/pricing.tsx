import { sitePath } from '@fotostudio/shared/site/pages';
import { useState } from 'react';
import { Faq } from '../components/faq';
import type { PageLoader } from '../page-module';
import { formatEuros, monthlyPriceCents, PLAN, type Billing } from '../plan';
import { useSite } from '../site-context';
import { fill, loadTexts, type SiteTexts } from '../texts';
import { useBetaStatus } from '../use-beta-status';
import { PageIntro } from '../components/page-intro';

type Texts = SiteTexts['pricing'];

const PricingPage = ({ texts }: { texts: Texts }) => {
  const { language } = useSite();
  const [billing, setBilling] = useState<Billing>('monthly');
  const status = useBetaStatus();
  const closed = status.kind === 'ready' && !status.status.open;
  const euros = (cents: number) => formatEuros(cents, language);
  const mark = { yes: '✓', no: '✗', partial: '~' } as const;
  return (
    <>
      <PageIntro id="pricing-title" title={texts.title} lead={texts.lead} />
      <section className="site-section" aria-label={texts.planName}>
        <div className="site-toggle" role="group" aria-label={texts.billing}>
          {(['monthly', 'yearly'] as const).map((value) => (
            <button key={value} type="button" className="site-choice" aria-pressed={billing === value} onClick={() => setBilling(value)}>
              {texts[value]}
              {value === 'yearly' && <span className="site-badge">{texts.yearlyBadge}</span>}
            </button>
          ))}
        </div>
        <div className="site-grid site-grid-2">
          <article className="site-card site-plan">
            <h2 className="site-card-title">{texts.planName}</h2>
            <p className="site-price" data-testid="plan-price">
              {euros(monthlyPriceCents(billing))}
              <span className="site-price-per">{texts.perMonth}</span>
            </p>
            <p className="site-note" data-testid="plan-note">
              {billing === 'monthly' ? texts.monthlyNote : fill(texts.yearlyNote, { saving: euros(PLAN.yearlySavingCents), monthly: euros(PLAN.yearlyEffectiveMonthlyCents) })}
            </p>
            <a className="site-button site-button-primary" href={`${sitePath('beta', language)}#apply`}>
              {closed ? texts.ctaWaitlist : texts.ctaBeta}
            </a>
          </article>
          <article className="site-card site-plan site-plan-beta">
            <h2 className="site-card-title">{texts.betaTitle}</h2>
            <p className="site-price">
              {euros(PLAN.betaMonthlyCents)}
              <span className="site-price-per">{texts.perMonth}</span>
            </p>
            <p className="site-note">{fill(texts.betaNote, { price: euros(PLAN.betaMonthlyCents) })}</p>
            <a className="site-button site-button-ghost" href={`${sitePath('beta', language)}#apply`}>
              {closed ? texts.ctaWaitlist : texts.ctaBeta}
            </a>
          </article>
        </div>
      </section>
      <section className="site-section" aria-label={texts.planName}>
        <div className="site-grid site-grid-3">
          {texts.groups.map((group) => (
            <article key={group.name} className="site-card">
              <h2 className="site-card-title">{group.name}</h2>
              <ul className="site-ticks">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
      <section className="site-section" aria-labelledby="comparison-title">
        <h2 id="comparison-title" className="site-section-title">
          {texts.comparison.title}
        </h2>
        <div className="site-table-wrap">
          <table className="site-table">
            <caption className="site-visually-hidden">{texts.comparison.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.comparison.feature}</th>
                <th scope="col">{texts.comparison.us}</th>
                <th scope="col">{texts.comparison.them}</th>
              </tr>
            </thead>
            <tbody>
              {texts.comparison.rows.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  {[row.us, row.them].map((value, index) => {
                    const key = value as keyof typeof mark;
                    return (
                      <td key={index}>
                        <span aria-hidden="true">{mark[key]} </span>
                        {texts.comparison[key]}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <Faq id="pricing-faq" title={texts.faq.title} items={texts.faq.items} />
      <section className="site-section site-final-cta">
        <div className="site-actions">
          <a className="site-button site-button-primary site-button-large" href={`${sitePath('beta', language)}#apply`}>
            {closed ? texts.ctaWaitlist : texts.ctaBeta}
          </a>
        </div>
      </section>
    </>
  );
};

export const load: PageLoader = async (data) => {
  const texts = await loadTexts(data.language, 'pricing');
  return { meta: texts.meta, content: <PricingPage texts={texts} /> };
};

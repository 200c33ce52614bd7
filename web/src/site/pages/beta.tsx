import type { Language } from '@fotostudio/shared/constants';
import type { BetaApplicationForm, BetaCurrentTool, BetaSpecialty, SessionsPerMonth } from '@fotostudio/shared/contracts/site';
import { sitePath } from '@fotostudio/shared/site/pages';
import { useEffect, useId, useState } from 'react';
import { siteApi } from '../api';
import { Faq } from '../components/faq';
import { Check, SelectInput, TextInput } from '../components/fields';
import { SiteForm } from '../components/site-form';
import { remainingUntil, type Remaining } from '../countdown';
import type { PageLoader } from '../page-module';
import { useSite } from '../site-context';
import { fill, loadTexts, type SiteTexts } from '../texts';
import { useBetaStatus, type BetaStatusState } from '../use-beta-status';
import { useSiteForm } from '../use-site-form';

type Texts = SiteTexts['beta'];

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

const Countdown = ({ texts, deadline }: { texts: Texts; deadline: string | undefined }) => {
  const [now, setNow] = useState<number | undefined>(undefined);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left: Remaining | undefined = deadline && now !== undefined ? remainingUntil(deadline, now) : undefined;
  const ended = deadline !== undefined && now !== undefined && left === undefined;
  return (
    <section className="site-countdown" aria-labelledby="countdown-title">
      <h2 id="countdown-title" className="site-countdown-title">
        {texts.countdown.title}
      </h2>
      {ended ? (
        <p>{texts.countdown.ended}</p>
      ) : (
        <dl className="site-countdown-units">
          {UNITS.map((unit) => (
            <div key={unit} className="site-countdown-unit">
              <dt>{texts.countdown[unit]}</dt>
              <dd data-unit={unit}>{left ? String(left[unit]).padStart(2, '0') : '--'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};

const Places = ({ texts, status }: { texts: Texts; status: BetaStatusState }) => (
  <p className="site-places" role="status">
    {status.kind === 'loading' && texts.hero.placesLoading}
    {status.kind === 'failed' && texts.hero.placesError}
    {status.kind === 'ready' && fill(texts.hero.places, { left: status.status.placesLeft, total: status.status.placesTotal })}
  </p>
);

const MONTH_LOCALES = { es: 'es-ES', en: 'en-GB' } as const;

/** When paid plans start, as the deployment announces it; nothing while unknown or not announced. */
const PaymentsStart = ({ texts, status, language }: { texts: Texts; status: BetaStatusState; language: Language }) => {
  if (status.kind !== 'ready' || !status.status.paymentsStart) return null;
  const month = new Intl.DateTimeFormat(MONTH_LOCALES[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${status.status.paymentsStart}-01T00:00:00Z`));
  return <p className="site-lead">{fill(texts.hero.paymentsStart, { month })}</p>;
};

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  city: '',
  specialty: '' as BetaSpecialty | '',
  currentTool: '' as BetaCurrentTool | '',
  frustrations: '',
  sessionsPerMonth: '' as SessionsPerMonth | '',
  commitment: false,
};

const ApplicationForm = ({ texts, waitlist }: { texts: Texts; waitlist: boolean }) => {
  const { language } = useSite();
  const t = texts.form;
  const [values, setValues] = useState(EMPTY);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));
  const form = useSiteForm(
    'beta',
    (guard) => siteApi.applyToBeta(values satisfies Omit<BetaApplicationForm, 'website' | 'ticket' | 'lang'>, guard),
    (result) => {
      const thanks = sitePath('thankyou', language);
      window.location.assign(result.waitlist ? `${thanks}?list=waitlist` : thanks);
    },
  );
  const titleId = useId();
  const options = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
  return (
    <section className="site-section" id="apply" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-section-title">
        {waitlist ? t.waitlistTitle : t.title}
      </h2>
      <p className="site-section-lead">{waitlist ? t.waitlistLead : t.lead}</p>
      <SiteForm form={form} submitLabel={waitlist ? t.waitlistSubmit : t.submit} labelledBy={titleId}>
        <div className="site-form-grid">
          <TextInput label={t.fullName} name="fullName" required autoComplete="name" value={values.fullName} invalid={form.invalid('fullName')} onChange={(v) => set('fullName', v)} />
          <TextInput label={t.email} name="email" type="email" required autoComplete="email" value={values.email} invalid={form.invalid('email')} onChange={(v) => set('email', v)} />
          <TextInput label={t.phone} name="phone" type="tel" required autoComplete="tel" value={values.phone} invalid={form.invalid('phone')} onChange={(v) => set('phone', v)} />
          <TextInput label={t.city} name="city" required autoComplete="address-level2" value={values.city} invalid={form.invalid('city')} onChange={(v) => set('city', v)} />
          <SelectInput label={t.specialty} name="specialty" required placeholder={t.specialtyPlaceholder} options={options(t.specialties)} value={values.specialty} invalid={form.invalid('specialty')} onChange={(v) => set('specialty', v as BetaSpecialty | '')} />
          <SelectInput label={t.currentTool} name="currentTool" required placeholder={t.specialtyPlaceholder} options={options(t.currentTools)} value={values.currentTool} invalid={form.invalid('currentTool')} onChange={(v) => set('currentTool', v as BetaCurrentTool | '')} />
          <SelectInput label={t.sessionsPerMonth} name="sessionsPerMonth" required placeholder={t.specialtyPlaceholder} options={options(t.sessionsOptions)} value={values.sessionsPerMonth} invalid={form.invalid('sessionsPerMonth')} onChange={(v) => set('sessionsPerMonth', v as SessionsPerMonth | '')} />
        </div>
        <TextInput label={t.frustrations} name="frustrations" required multiline value={values.frustrations} invalid={form.invalid('frustrations')} onChange={(v) => set('frustrations', v)} />
        <Check name="commitment" required label={t.commitment} checked={values.commitment} invalid={form.invalid('commitment')} onChange={(checked) => set('commitment', checked)} />
      </SiteForm>
    </section>
  );
};

const BetaPage = ({ texts }: { texts: Texts }) => {
  const { language } = useSite();
  const status = useBetaStatus();
  const waitlist = status.kind === 'ready' && !status.status.open;
  return (
    <>
      <section className="site-hero" aria-labelledby="hero-title">
        <p className="site-eyebrow">{texts.hero.eyebrow}</p>
        <h1 id="hero-title" className="site-hero-title">
          {texts.hero.title}
        </h1>
        <p className="site-lead">{texts.hero.lead}</p>
        <PaymentsStart texts={texts} status={status} language={language} />
        <Places texts={texts} status={status} />
        <div className="site-actions">
          <a className="site-button site-button-primary site-button-large" href="#apply">
            {waitlist ? texts.form.waitlistSubmit : texts.hero.cta}
          </a>
        </div>
      </section>
      <Countdown texts={texts} deadline={status.kind === 'ready' ? status.status.deadline : undefined} />
      <section className="site-section" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="site-section-title">
          {texts.benefits.title}
        </h2>
        <div className="site-grid site-grid-2">
          {texts.benefits.items.map((item) => (
            <article key={item.name} className="site-card">
              <h3 className="site-card-title">{item.name}</h3>
              <p>{item.body}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="site-section" aria-labelledby="requirements-title">
        <h2 id="requirements-title" className="site-section-title">
          {texts.requirements.title}
        </h2>
        <ul className="site-ticks">
          {texts.requirements.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="site-note">{texts.requirements.note}</p>
      </section>
      <section className="site-section" aria-labelledby="testimonial-title">
        <h2 id="testimonial-title" className="site-section-title">
          {texts.testimonial.title}
        </h2>
        <figure className="site-quote">
          <blockquote>
            <p>{texts.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            <strong>{texts.testimonial.author}</strong> · {texts.testimonial.role}
          </figcaption>
        </figure>
      </section>
      <ApplicationForm texts={texts} waitlist={waitlist} />
      <Faq id="beta-faq" title={texts.faq.title} items={texts.faq.items} />
      <section className="site-section site-final-cta" aria-labelledby="final-title">
        <h2 id="final-title" className="site-section-title">
          {texts.finalCta.title}
        </h2>
        <p>{texts.finalCta.body}</p>
        <div className="site-actions">
          <a className="site-button site-button-primary site-button-large" href="#apply">
            {waitlist ? texts.form.waitlistSubmit : texts.finalCta.button}
          </a>
          <a className="site-button site-button-ghost site-button-large" href={sitePath('pricing', language)}>
            {texts.finalCta.pricing}
          </a>
        </div>
      </section>
    </>
  );
};

export const load: PageLoader = async (data) => {
  const texts = await loadTexts(data.language, 'beta');
  return { meta: texts.meta, content: <BetaPage texts={texts} /> };
};

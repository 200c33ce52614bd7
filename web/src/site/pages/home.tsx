import type { ContactForm, FeedbackForm, FeedbackSpecialty, WillingToChange } from '@fotostudio/shared/contracts/site';
import { sitePath } from '@fotostudio/shared/site/pages';
import { useId, useState } from 'react';
import { siteApi } from '../api';
import { DevNotice } from '../components/dev-notice';
import { Faq } from '../components/faq';
import { Check, ChoiceGroup, TextInput } from '../components/fields';
import { SiteForm } from '../components/site-form';
import type { PageLoader } from '../page-module';
import { useSite } from '../site-context';
import { loadTexts, type SiteTexts } from '../texts';
import { useSiteForm } from '../use-site-form';

type Texts = SiteTexts['home'];

const Hero = ({ texts }: { texts: Texts }) => {
  const { language } = useSite();
  return (
    <section className="site-hero" aria-labelledby="hero-title">
      <p className="site-eyebrow">{texts.hero.eyebrow}</p>
      <h1 id="hero-title" className="site-hero-title">
        {texts.hero.title}
      </h1>
      <p className="site-lead">{texts.hero.lead}</p>
      <div className="site-actions">
        <a className="site-button site-button-primary site-button-large" href={sitePath('beta', language)}>
          {texts.hero.primary}
        </a>
        <a className="site-button site-button-ghost site-button-large" href={sitePath('pricing', language)}>
          {texts.hero.secondary}
        </a>
      </div>
      <p className="site-note">{texts.hero.note}</p>
    </section>
  );
};

const Features = ({ texts }: { texts: Texts }) => (
  <section className="site-section" id="features" aria-labelledby="features-title">
    <h2 id="features-title" className="site-section-title">
      {texts.features.title}
    </h2>
    <p className="site-section-lead">{texts.features.lead}</p>
    <div className="site-grid site-grid-2">
      {texts.features.items.map((item) => (
        <article key={item.name} className="site-card">
          <h3 className="site-card-title">
            {item.name} {'inDevelopment' in item && item.inDevelopment && <DevNotice feature={item.name} />}
          </h3>
          <p>{item.body}</p>
          <ul className="site-ticks">
            {item.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </article>
      ))}
    </div>
    <h3 className="site-subtitle">{texts.features.alsoTitle}</h3>
    <ul className="site-also">
      {texts.features.also.map((item) => (
        <li key={item.name}>
          {item.name} {item.inDevelopment && <DevNotice feature={item.name} />}
        </li>
      ))}
    </ul>
  </section>
);

const PricingTeaser = ({ texts }: { texts: Texts }) => {
  const { language } = useSite();
  return (
    <section className="site-section" id="pricing" aria-labelledby="pricing-title">
      <div className="site-card site-pricing-teaser">
        <div>
          <h2 id="pricing-title" className="site-section-title">
            {texts.pricing.title}
          </h2>
          <p>{texts.pricing.lead}</p>
          <ul className="site-ticks">
            {texts.pricing.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <div className="site-price-box">
          <p className="site-price">
            {texts.pricing.price}
            <span className="site-price-per">{texts.pricing.per}</span>
          </p>
          <p className="site-price-beta">{texts.pricing.beta}</p>
          <a className="site-button site-button-primary" href={sitePath('pricing', language)}>
            {texts.pricing.cta}
          </a>
        </div>
      </div>
    </section>
  );
};

const EMPTY_FEEDBACK = {
  name: '',
  email: '',
  phone: '',
  specialties: [] as FeedbackSpecialty[],
  currentTools: '',
  frustrations: '',
  idealFeature: '',
  willingToChange: '' as WillingToChange | '',
  receiveBetaInfo: false,
};

const Feedback = ({ texts }: { texts: Texts }) => {
  const t = texts.feedback;
  const [values, setValues] = useState(EMPTY_FEEDBACK);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }));
  const form = useSiteForm('feedback', (guard) => siteApi.sendFeedback(values satisfies Omit<FeedbackForm, 'website' | 'ticket' | 'lang'>, guard), () => setValues(EMPTY_FEEDBACK));
  const titleId = useId();
  const specialtyKeys = Object.keys(t.specialtyOptions) as FeedbackSpecialty[];
  return (
    <section className="site-section" id="feedback" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-section-title">
        {t.title}
      </h2>
      <p className="site-section-lead">{t.lead}</p>
      <SiteForm form={form} submitLabel={t.submit} successMessage={t.success} labelledBy={titleId}>
        <div className="site-form-grid">
          <TextInput label={t.name} name="name" required autoComplete="name" value={values.name} invalid={form.invalid('name')} onChange={(v) => set('name', v)} />
          <TextInput label={t.email} name="email" type="email" required autoComplete="email" value={values.email} invalid={form.invalid('email')} onChange={(v) => set('email', v)} />
          <TextInput label={t.phone} name="phone" type="tel" autoComplete="tel" value={values.phone} invalid={form.invalid('phone')} onChange={(v) => set('phone', v)} />
        </div>
        <ChoiceGroup legend={t.specialties} required invalid={form.invalid('specialties')}>
          {specialtyKeys.map((key) => (
            <Check
              key={key}
              name="specialties"
              value={key}
              label={t.specialtyOptions[key]}
              checked={values.specialties.includes(key)}
              onChange={(checked) => set('specialties', checked ? [...values.specialties, key] : values.specialties.filter((s) => s !== key))}
            />
          ))}
        </ChoiceGroup>
        <TextInput label={t.currentTools} name="currentTools" required value={values.currentTools} invalid={form.invalid('currentTools')} onChange={(v) => set('currentTools', v)} />
        <TextInput label={t.frustrations} name="frustrations" required multiline value={values.frustrations} invalid={form.invalid('frustrations')} onChange={(v) => set('frustrations', v)} />
        <TextInput label={t.idealFeature} name="idealFeature" required multiline value={values.idealFeature} invalid={form.invalid('idealFeature')} onChange={(v) => set('idealFeature', v)} />
        <ChoiceGroup legend={t.willingToChange} required invalid={form.invalid('willingToChange')}>
          {(Object.keys(t.willingOptions) as WillingToChange[]).map((key) => (
            <Check key={key} type="radio" name="willingToChange" value={key} label={t.willingOptions[key]} checked={values.willingToChange === key} onChange={() => set('willingToChange', key)} />
          ))}
        </ChoiceGroup>
        <Check name="receiveBetaInfo" label={t.receiveBetaInfo} checked={values.receiveBetaInfo} onChange={(checked) => set('receiveBetaInfo', checked)} />
      </SiteForm>
    </section>
  );
};

const EMPTY_CONTACT = { name: '', email: '', subject: '', message: '' };

const Contact = ({ texts }: { texts: Texts }) => {
  const t = texts.contact;
  const [values, setValues] = useState(EMPTY_CONTACT);
  const set = (key: keyof typeof values, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const form = useSiteForm('contact', (guard) => siteApi.sendContact(values satisfies Omit<ContactForm, 'website' | 'ticket' | 'lang'>, guard), () => setValues(EMPTY_CONTACT));
  const titleId = useId();
  return (
    <section className="site-section" id="contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-section-title">
        {t.title}
      </h2>
      <p className="site-section-lead">{t.lead}</p>
      <SiteForm form={form} submitLabel={t.submit} successMessage={t.success} labelledBy={titleId}>
        <div className="site-form-grid">
          <TextInput label={t.name} name="name" required autoComplete="name" value={values.name} invalid={form.invalid('name')} onChange={(v) => set('name', v)} />
          <TextInput label={t.email} name="email" type="email" required autoComplete="email" value={values.email} invalid={form.invalid('email')} onChange={(v) => set('email', v)} />
        </div>
        <TextInput label={t.subject} name="subject" required value={values.subject} invalid={form.invalid('subject')} onChange={(v) => set('subject', v)} />
        <TextInput label={t.message} name="message" required multiline value={values.message} invalid={form.invalid('message')} onChange={(v) => set('message', v)} />
      </SiteForm>
    </section>
  );
};

export const load: PageLoader = async (data) => {
  const texts = await loadTexts(data.language, 'home');
  return {
    meta: texts.meta,
    content: (
      <>
        <Hero texts={texts} />
        <Features texts={texts} />
        <PricingTeaser texts={texts} />
        <Feedback texts={texts} />
        <Faq id="faq" title={texts.faq.title} items={texts.faq.items} />
        <Contact texts={texts} />
      </>
    ),
  };
};

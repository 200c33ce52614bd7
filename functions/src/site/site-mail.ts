// The site's emails: every form reaches the operator in full (in Spanish, the product's
// language, whatever the page's), and the sender gets a confirmation in the language of the
// page they sent it from (words: mail/locales/<language>/site.json).
import type { Language } from '@fotostudio/shared/constants';
import type { BetaApplicationInput, ContactInput, FeedbackInput } from '@fotostudio/shared/contracts/site';
import { escapeHtml, textToHtml } from '../mail/html.js';
import en from '../mail/locales/en/site.json';
import es from '../mail/locales/es/site.json';
import { fillIn, mailTexts } from '../mail/mail-texts.js';
import type { OutgoingMail } from '../mail/send-mail.js';

type SiteTexts = typeof es;
type FieldLabel = keyof SiteTexts['fields'];
type Field = readonly [FieldLabel, string];

const texts = mailTexts(es, en);

const choice = (value: string, lang: Language): string => (texts[lang].choices as Record<string, string>)[value] ?? value;
const yesNo = (value: boolean, lang: Language) => texts[lang].choices[value ? 'yes' : 'no'];

const betaFields = (a: BetaApplicationInput, lang: Language): Field[] => [
  ['fullName', a.fullName],
  ['email', a.email],
  ['phone', a.phone],
  ['city', a.city],
  ['specialty', choice(a.specialty, lang)],
  ['currentTool', choice(a.currentTool, lang)],
  ['sessionsPerMonth', a.sessionsPerMonth],
  ['frustrations', a.frustrations],
  ['commitment', yesNo(true, lang)],
];

const feedbackFields = (f: FeedbackInput, lang: Language): Field[] => [
  ['name', f.name],
  ['professionalEmail', f.email],
  ['phone', f.phone || '—'],
  ['specialties', f.specialties.map((s) => choice(s, lang)).join(', ')],
  ['currentTools', f.currentTools],
  ['frustrations', f.frustrations],
  ['idealFeature', f.idealFeature],
  ['willingToChange', choice(f.willingToChange, lang)],
  ['receiveBetaInfo', yesNo(f.receiveBetaInfo, lang)],
];

const contactFields = (c: ContactInput): Field[] => [
  ['name', c.name],
  ['email', c.email],
  ['subject', c.subject],
  ['message', c.message],
];

const asText = (fields: Field[], lang: Language) => fields.map(([label, value]) => `${texts[lang].fields[label]}: ${value}`).join('\n');
const asHtml = (fields: Field[], lang: Language) =>
  `<table>${fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(texts[lang].fields[label])}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`).join('')}</table>`;

const mail = (to: string, subject: string, intro: string, fields: Field[], lang: Language, replyTo?: string): OutgoingMail => ({
  to: [to],
  replyTo,
  subject,
  text: `${intro}\n\n${asText(fields, lang)}\n`,
  html: `${textToHtml(intro)}\n${asHtml(fields, lang)}`,
});

// The operator's mail is written in Spanish only: its words stay here, untranslated.
const LANGUAGE_NAMES: Record<Language, string> = { es: 'español', en: 'inglés' };
const pageLanguage = (lang: Language) => `Idioma de la página: ${LANGUAGE_NAMES[lang]}.`;

export type SiteForm =
  | { kind: 'beta'; id: string; waitlist: boolean; input: BetaApplicationInput }
  | { kind: 'feedback'; id: string; input: FeedbackInput }
  | { kind: 'contact'; id: string; input: ContactInput };

/** The message to the operator: everything the visitor sent; answering it answers them. */
export const operatorMail = (form: SiteForm, operatorEmail: string): OutgoingMail => {
  const { input } = form;
  switch (form.kind) {
    case 'beta':
      return mail(
        operatorEmail,
        `${form.waitlist ? '[Beta · lista de espera]' : '[Beta]'} Solicitud de ${form.input.fullName}`,
        `Nueva solicitud para la beta${form.waitlist ? ' (lista de espera: sin garantía de descuento)' : ''}. ${pageLanguage(input.lang)}\nAcéptala con: npm run beta -- accept ${form.id}`,
        betaFields(form.input, 'es'),
        'es',
        input.email,
      );
    case 'feedback':
      return mail(operatorEmail, `[Opinión] ${form.input.name}`, `Nueva opinión desde la web (${form.id}). ${pageLanguage(input.lang)}`, feedbackFields(form.input, 'es'), 'es', input.email);
    case 'contact':
      return mail(operatorEmail, `[Contacto] ${form.input.subject}`, `Nuevo mensaje de contacto (${form.id}). ${pageLanguage(input.lang)}`, contactFields(form.input), 'es', input.email);
  }
};

/** The confirmation to the sender, in their page's language; answering it reaches the operator. */
export const confirmationMail = (form: SiteForm, operatorEmail: string): OutgoingMail => {
  const lang = form.input.lang;
  switch (form.kind) {
    case 'beta': {
      const text = texts[lang].confirmation[form.waitlist ? 'waitlist' : 'beta'];
      return mail(form.input.email, text.subject, fillIn(text.intro, { name: form.input.fullName }), betaFields(form.input, lang), lang, operatorEmail);
    }
    case 'feedback': {
      const text = texts[lang].confirmation.feedback;
      return mail(form.input.email, text.subject, fillIn(text.intro, { name: form.input.name }), feedbackFields(form.input, lang), lang, operatorEmail);
    }
    case 'contact': {
      const text = texts[lang].confirmation.contact;
      return mail(form.input.email, text.subject, fillIn(text.intro, { name: form.input.name }), contactFields(form.input), lang, operatorEmail);
    }
  }
};

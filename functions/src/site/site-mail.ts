// The site's emails: every form reaches the operator in full (in Spanish, the product's
// language, whatever the page's), and the sender gets a confirmation in the language of the
// page they sent it from.
import type { Language } from '@fotostudio/shared/constants';
import type { BetaApplicationInput, ContactInput, FeedbackInput } from '@fotostudio/shared/contracts/site';
import { escapeHtml, textToHtml } from '../mail/html.js';
import type { OutgoingMail } from '../mail/send-mail.js';

type Labels = Record<Language, string>;
type Field = readonly [Labels, string];

const yesNo = (value: boolean, lang: Language) => (value ? { es: 'sí', en: 'yes' } : { es: 'no', en: 'no' })[lang];

const CHOICES: Record<string, Labels> = {
  weddings: { es: 'bodas', en: 'weddings' },
  corporate: { es: 'corporativa', en: 'corporate' },
  product: { es: 'producto', en: 'product' },
  portrait: { es: 'retrato', en: 'portrait' },
  other: { es: 'otro', en: 'other' },
  adminphoto: { es: 'AdminPhoto', en: 'AdminPhoto' },
  excel: { es: 'Excel', en: 'Excel' },
  pixieset: { es: 'Pixieset', en: 'Pixieset' },
  none: { es: 'nada', en: 'nothing' },
  portraits: { es: 'retratos', en: 'portraits' },
  events: { es: 'eventos', en: 'events' },
  products: { es: 'productos', en: 'products' },
  architecture: { es: 'arquitectura', en: 'architecture' },
  landscapes: { es: 'paisajes', en: 'landscapes' },
  fashion: { es: 'moda', en: 'fashion' },
  sports: { es: 'deportes', en: 'sports' },
  family: { es: 'familia', en: 'family' },
  maternity_newborn: { es: 'embarazo y recién nacidos', en: 'pregnancy and newborns' },
  pets: { es: 'mascotas', en: 'pets' },
  yes: { es: 'sí', en: 'yes' },
  no: { es: 'no', en: 'no' },
  maybe: { es: 'quizás', en: 'maybe' },
};

const choice = (value: string, lang: Language): string => CHOICES[value]?.[lang] ?? value;

const betaFields = (a: BetaApplicationInput, lang: Language): Field[] => [
  [{ es: 'Nombre completo', en: 'Full name' }, a.fullName],
  [{ es: 'Correo', en: 'Email' }, a.email],
  [{ es: 'Teléfono', en: 'Phone' }, a.phone],
  [{ es: 'Ciudad', en: 'City' }, a.city],
  [{ es: 'Especialidad', en: 'Specialty' }, choice(a.specialty, lang)],
  [{ es: 'Herramienta actual', en: 'Current tool' }, choice(a.currentTool, lang)],
  [{ es: 'Sesiones al mes', en: 'Sessions a month' }, a.sessionsPerMonth],
  [{ es: 'Frustraciones', en: 'Frustrations' }, a.frustrations],
  [{ es: 'Compromiso (feedback dos veces al mes y compartir públicamente)', en: 'Commitment (feedback twice a month and sharing publicly)' }, yesNo(true, lang)],
];

const feedbackFields = (f: FeedbackInput, lang: Language): Field[] => [
  [{ es: 'Nombre', en: 'Name' }, f.name],
  [{ es: 'Correo profesional', en: 'Professional email' }, f.email],
  [{ es: 'Teléfono', en: 'Phone' }, f.phone || '—'],
  [{ es: 'Especialidades', en: 'Specialties' }, f.specialties.map((s) => choice(s, lang)).join(', ')],
  [{ es: 'Herramientas actuales', en: 'Current tools' }, f.currentTools],
  [{ es: 'Frustraciones', en: 'Frustrations' }, f.frustrations],
  [{ es: 'Función ideal', en: 'Ideal feature' }, f.idealFeature],
  [{ es: '¿Dispuesto a cambiar?', en: 'Willing to change?' }, choice(f.willingToChange, lang)],
  [{ es: 'Recibir información de la beta', en: 'Receive beta information' }, yesNo(f.receiveBetaInfo, lang)],
];

const contactFields = (c: ContactInput): Field[] => [
  [{ es: 'Nombre', en: 'Name' }, c.name],
  [{ es: 'Correo', en: 'Email' }, c.email],
  [{ es: 'Asunto', en: 'Subject' }, c.subject],
  [{ es: 'Mensaje', en: 'Message' }, c.message],
];

const asText = (fields: Field[], lang: Language) => fields.map(([label, value]) => `${label[lang]}: ${value}`).join('\n');
const asHtml = (fields: Field[], lang: Language) =>
  `<table>${fields.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label[lang])}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`).join('')}</table>`;

const mail = (to: string, subject: string, intro: string, fields: Field[], lang: Language, replyTo?: string): OutgoingMail => ({
  to: [to],
  replyTo,
  subject,
  text: `${intro}\n\n${asText(fields, lang)}\n`,
  html: `${textToHtml(intro)}\n${asHtml(fields, lang)}`,
});

const LANGUAGE_NAMES: Labels = { es: 'español', en: 'inglés' };
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

const CONFIRMATION: Record<SiteForm['kind'] | 'waitlist', Record<Language, { subject: string; intro: (name: string) => string }>> = {
  beta: {
    es: {
      subject: 'Hemos recibido tu solicitud para la beta de Fotostudio',
      intro: (name) =>
        `Hola, ${name}:\n\nGracias por solicitar una plaza en la beta privada. Revisamos cada solicitud a mano y te contactaremos por correo y WhatsApp en 24-48h.\n\nEsto es lo que nos enviaste:`,
    },
    en: {
      subject: 'We have received your Fotostudio beta application',
      intro: (name) =>
        `Hi ${name},\n\nThank you for applying for a place in the private beta. We review every application by hand and will contact you by email and WhatsApp within 24-48h.\n\nThis is what you sent us:`,
    },
  },
  waitlist: {
    es: {
      subject: 'Estás en la lista de espera de la beta de Fotostudio',
      intro: (name) =>
        `Hola, ${name}:\n\nLas plazas de la beta privada están ocupadas o el plazo ha terminado, así que te hemos apuntado a la lista de espera, sin garantía del descuento de la beta. Te escribiremos si se libera una plaza.\n\nEsto es lo que nos enviaste:`,
    },
    en: {
      subject: 'You are on the Fotostudio beta waitlist',
      intro: (name) =>
        `Hi ${name},\n\nThe private beta's places are taken or its time is over, so we have put you on the waitlist, without the beta discount guarantee. We will write to you if a place becomes free.\n\nThis is what you sent us:`,
    },
  },
  feedback: {
    es: { subject: 'Gracias por tu opinión sobre Fotostudio', intro: (name) => `Hola, ${name}:\n\nGracias por contarnos cómo trabajas. Lo leemos todo.\n\nEsto es lo que nos enviaste:` },
    en: { subject: 'Thank you for your feedback on Fotostudio', intro: (name) => `Hi ${name},\n\nThank you for telling us how you work. We read everything.\n\nThis is what you sent us:` },
  },
  contact: {
    es: { subject: 'Hemos recibido tu mensaje', intro: (name) => `Hola, ${name}:\n\nHemos recibido tu mensaje y te responderemos en menos de 24h.\n\nEsto es lo que nos enviaste:` },
    en: { subject: 'We have received your message', intro: (name) => `Hi ${name},\n\nWe have received your message and will answer within 24h.\n\nThis is what you sent us:` },
  },
};

/** The confirmation to the sender, in their page's language; answering it reaches the operator. */
export const confirmationMail = (form: SiteForm, operatorEmail: string): OutgoingMail => {
  const lang = form.input.lang;
  switch (form.kind) {
    case 'beta': {
      const text = CONFIRMATION[form.waitlist ? 'waitlist' : 'beta'][lang];
      return mail(form.input.email, text.subject, text.intro(form.input.fullName), betaFields(form.input, lang), lang, operatorEmail);
    }
    case 'feedback': {
      const text = CONFIRMATION.feedback[lang];
      return mail(form.input.email, text.subject, text.intro(form.input.name), feedbackFields(form.input, lang), lang, operatorEmail);
    }
    case 'contact': {
      const text = CONFIRMATION.contact[lang];
      return mail(form.input.email, text.subject, text.intro(form.input.name), contactFields(form.input), lang, operatorEmail);
    }
  }
};

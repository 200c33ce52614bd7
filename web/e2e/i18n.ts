import enAccount from '../src/i18n/locales/en/account.json';
import enAgreements from '../src/i18n/locales/en/agreements.json';
import enAuth from '../src/i18n/locales/en/auth.json';
import enBilling from '../src/i18n/locales/en/billing.json';
import enCatalog from '../src/i18n/locales/en/catalog.json';
import enCommon from '../src/i18n/locales/en/common.json';
import enCrm from '../src/i18n/locales/en/crm.json';
import enSessions from '../src/i18n/locales/en/sessions.json';
import esAccount from '../src/i18n/locales/es/account.json';
import esAgreements from '../src/i18n/locales/es/agreements.json';
import esAuth from '../src/i18n/locales/es/auth.json';
import esBilling from '../src/i18n/locales/es/billing.json';
import esCatalog from '../src/i18n/locales/es/catalog.json';
import esCommon from '../src/i18n/locales/es/common.json';
import esCrm from '../src/i18n/locales/es/crm.json';
import esSessions from '../src/i18n/locales/es/sessions.json';

// Every namespace of a language in one object, keyed as the app's `t()` keys are
// (`es.crm.title` is what `t('crm.title')` shows in Spanish).
export const es = { ...esCommon, ...esAuth, ...esAccount, ...esCatalog, ...esCrm, ...esSessions, ...esBilling, ...esAgreements };
export const en = { ...enCommon, ...enAuth, ...enAccount, ...enCatalog, ...enCrm, ...enSessions, ...enBilling, ...enAgreements };

/**
 * Fills `{{name}}` placeholders the way i18next does, to compare with what the page shows;
 * `{{name, number}}` is formatted as Spanish numbers, as the app's Spanish texts show them.
 */
export const interpolate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)(?:,\s*(number))?\}\}/g, (whole, name: string, format?: string) => {
    if (!(name in values)) return whole;
    const value = values[name];
    return format === 'number' && typeof value === 'number' ? new Intl.NumberFormat('es-ES').format(value) : String(value);
  });

/**
 * Fills `{name}` placeholders (the client gallery's and the site's words) the way those pages do,
 * to compare with what they show.
 */
export { fillIn as fill } from '@fotostudio/shared/fill-in';

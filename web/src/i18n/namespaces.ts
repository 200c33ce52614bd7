// The translations are split by area so that a page downloads only the texts it shows:
// `common` (the shell, every page) and one namespace per area, loaded with its routes.
// Keys keep their area prefix (`t('crm.title')`): i18next finds them through fallbackNS.
import type enAccount from './locales/en/account.json';
import type enAgreements from './locales/en/agreements.json';
import type enAuth from './locales/en/auth.json';
import type enBilling from './locales/en/billing.json';
import type enCatalog from './locales/en/catalog.json';
import type enCommon from './locales/en/common.json';
import type enCrm from './locales/en/crm.json';
import type enSessions from './locales/en/sessions.json';
import type esAccount from './locales/es/account.json';
import type esAgreements from './locales/es/agreements.json';
import type esAuth from './locales/es/auth.json';
import type esBilling from './locales/es/billing.json';
import type esCatalog from './locales/es/catalog.json';
import type esCommon from './locales/es/common.json';
import type esCrm from './locales/es/crm.json';
import type esSessions from './locales/es/sessions.json';

export interface Namespaces {
  common: typeof esCommon;
  auth: typeof esAuth;
  account: typeof esAccount;
  catalog: typeof esCatalog;
  crm: typeof esCrm;
  sessions: typeof esSessions;
  billing: typeof esBilling;
  agreements: typeof esAgreements;
}

interface EnglishNamespaces {
  common: typeof enCommon;
  auth: typeof enAuth;
  account: typeof enAccount;
  catalog: typeof enCatalog;
  crm: typeof enCrm;
  sessions: typeof enSessions;
  billing: typeof enBilling;
  agreements: typeof enAgreements;
}

export type Namespace = keyof Namespaces;

export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/** Where i18next looks for a key the default namespace lacks, in this order. */
export const AREA_NAMESPACES = ['auth', 'account', 'catalog', 'crm', 'sessions', 'billing', 'agreements'] as const satisfies readonly Namespace[];

// Both languages must have the same keys: a missing or extra key fails the type check.
export const LANGUAGES_HAVE_THE_SAME_KEYS: [Namespaces, EnglishNamespaces] extends [EnglishNamespaces, Namespaces]
  ? true
  : never = true;

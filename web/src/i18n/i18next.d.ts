import 'i18next';
import type { Namespaces } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: ['auth', 'account', 'catalog', 'crm', 'sessions', 'billing', 'agreements'];
    resources: Namespaces;
    returnNull: false;
  }
}

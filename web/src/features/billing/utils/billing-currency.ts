import type { Currency } from '@fotostudio/shared/constants';

/** Spanish quotes and invoices are in euros, whatever currency the dashboard shows. */
export const BILLING_CURRENCY: Currency = 'EUR';

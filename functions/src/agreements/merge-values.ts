// The merge values a new agreement starts with (issue 26 point 2): what the app knows of the
// client, the session, the quote and the photographer's business, formatted in the agreement's
// language. The photographer edits them in the draft; nothing here is re-read after creation.
import type { MergeValues } from '@fotostudio/shared/agreements/merge-fields';
import { todayInMadrid } from '@fotostudio/shared/dates/billing-days';
import type { Language } from '@fotostudio/shared/constants';
import { formatMoney } from '@fotostudio/shared/format/money';
import type { Account } from '../account/photographer-account.js';
import type { BillingDocumentItem, BillingSettingsItem } from '../data/entities/billing.js';
import type { ContactItem } from '../data/entities/contact.js';
import type { SessionFinanceItem } from '../data/entities/session-finance.js';
import type { SessionItem } from '../data/entities/session.js';

export interface MergeSources {
  account: Account;
  billingSettings: BillingSettingsItem | undefined;
  client: ContactItem;
  session: SessionItem | undefined;
  finance: SessionFinanceItem | undefined;
  quote: BillingDocumentItem | undefined;
}

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

const longDate = (day: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

const joined = (...parts: (string | undefined | null)[]): string => parts.map((part) => part?.trim()).filter(Boolean).join(', ');

export const clientNameOf = (client: ContactItem): string => [client.firstName, client.lastName].filter(Boolean).join(' ');

/** The values of every field the sources know; a field they do not know is left out (a blank line). */
export const initialMergeValues = ({ account, billingSettings, client, session, finance, quote }: MergeSources, language: Language, now: Date): MergeValues => {
  const { photographer, settings } = account;
  const currency = settings.preferences.currency;
  const priceCents = quote?.totalCents ?? finance?.totalPriceCents;
  const values: MergeValues = {
    clientName: clientNameOf(client),
    clientEmail: client.emails.primary,
    clientTaxId: client.dni,
    clientAddress: client.address ? joined(client.address.street, client.address.postalCode, client.address.city, client.address.state, client.address.country) : undefined,
    sessionTitle: session?.title,
    sessionDate: session?.date ? longDate(session.date, language) : undefined,
    sessionTime: session?.time,
    sessionPlace: session?.location,
    packageName: session?.packageName,
    price: priceCents === undefined ? undefined : formatMoney(priceCents, currency, language),
    businessName: billingSettings ? billingSettings.legalName || billingSettings.businessName : photographer.businessName || photographer.name,
    businessTaxId: billingSettings?.taxId ?? photographer.taxId,
    businessAddress: billingSettings
      ? joined(billingSettings.address, billingSettings.postalCode, billingSettings.city, billingSettings.country)
      : joined(photographer.street, photographer.postalCode, photographer.city, photographer.province, photographer.country),
    businessEmail: billingSettings?.email ?? photographer.email,
    businessPhone: billingSettings?.phone ?? photographer.phone,
    agreementDate: longDate(todayInMadrid(now), language),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as MergeValues;
};

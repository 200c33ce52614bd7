import { Entity, type EntityItem } from 'electrodb';
import { CLIENT_ID_TYPES } from '@fotostudio/shared/billing/billing-enums';
import { timestamps } from './timestamps.js';

const optionalText = { type: 'string' } as const;

export const contactEntity = () => new Entity({
  model: { entity: 'contact', version: '1', service: 'fotostudio' },
  attributes: {
    photographerId: { type: 'string', required: true, readOnly: true },
    contactId: { type: 'string', required: true, readOnly: true },
    type: { type: ['client', 'lead'] as const, required: true },
    firstName: { type: 'string', required: true },
    lastName: optionalText,
    emails: {
      type: 'map',
      required: true,
      properties: { primary: { type: 'string', required: true }, secondary: optionalText },
    },
    dni: optionalText,
    phones: { type: 'map', properties: { primary: optionalText, secondary: optionalText, mobile: optionalText } },
    instagram: optionalText,
    linkedin: optionalText,
    address: {
      type: 'map',
      properties: { street: optionalText, city: optionalText, state: optionalText, postalCode: optionalText, country: optionalText },
    },
    birthDate: optionalText,
    customDates: {
      type: 'list',
      items: { type: 'map', properties: { name: { type: 'string', required: true }, date: { type: 'string', required: true } } },
    },
    tags: { type: 'list', items: { type: 'string' } },
    priority: { type: ['low', 'medium', 'high'] as const },
    status: { type: ['active', 'inactive', 'potential'] as const },
    source: { type: ['referral', 'social', 'web', 'event', 'advertising', 'other'] as const },
    notes: optionalText,
    /** es or en: the language of what is sent to the contact; absent: the photographer's (shared/src/contracts/crm.ts). */
    language: { type: ['es', 'en'] as const },
    /** How `dni` identifies the contact (shared/src/billing/client-id.ts); absent: a Spanish NIF. */
    idType: { type: CLIENT_ID_TYPES },
    idCountry: optionalText,
    viesCheckedOn: optionalText,
    convertedAt: optionalText,
    isDeleted: { type: 'boolean', required: true, default: false },
    deletedAt: optionalText,
    /** The CRM search-index page holding this contact's entry (functions/src/data/crm-index/contact-index.ts). */
    indexPage: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byContact: {
      collection: 'crm',
      pk: { field: 'pk', composite: ['photographerId'] },
      sk: { field: 'sk', composite: ['contactId'] },
    },
  },
});

export type ContactItem = EntityItem<ReturnType<typeof contactEntity>>;

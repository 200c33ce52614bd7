// Stored CRM items to their API shapes.
import type { Contact, Relationship } from '@fotostudio/shared/contracts/crm';
import type { ContactItem } from '../data/entities/contact.js';
import type { ContactRelationshipItem } from '../data/entities/contact-relationship.js';

export const fullNameOf = (item: Pick<ContactItem, 'firstName' | 'lastName'>): string =>
  [item.firstName, item.lastName].filter(Boolean).join(' ');

export const toContact = (item: ContactItem): Contact => ({
  contactId: item.contactId,
  type: item.type,
  firstName: item.firstName,
  lastName: item.lastName ?? null,
  fullName: fullNameOf(item),
  emails: { primary: item.emails.primary, secondary: item.emails.secondary ?? null },
  dni: item.dni ?? null,
  phones: {
    primary: item.phones?.primary ?? null,
    secondary: item.phones?.secondary ?? null,
    mobile: item.phones?.mobile ?? null,
  },
  instagram: item.instagram ?? null,
  linkedin: item.linkedin ?? null,
  address: {
    street: item.address?.street ?? null,
    city: item.address?.city ?? null,
    state: item.address?.state ?? null,
    postalCode: item.address?.postalCode ?? null,
    country: item.address?.country ?? null,
  },
  birthDate: item.birthDate ?? null,
  customDates: (item.customDates ?? []).map((d) => ({ name: d.name, date: d.date })),
  tags: [...(item.tags ?? [])],
  priority: item.priority ?? null,
  status: item.status ?? null,
  source: item.source ?? null,
  notes: item.notes ?? null,
  language: item.language ?? null,
  idType: item.idType ?? null,
  idCountry: item.idCountry ?? null,
  viesCheckedOn: item.viesCheckedOn ?? null,
  convertedAt: item.convertedAt ?? null,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const toRelationship = (item: ContactRelationshipItem, related: ContactItem): Relationship => ({
  relationshipId: item.relationshipId,
  contactId: item.contactId,
  relatedContactId: item.relatedContactId,
  relatedContactName: fullNameOf(related),
  relationshipType: item.relationshipType,
  direction: item.direction ?? 'outgoing',
  notes: item.notes ?? null,
  createdAt: item.createdAt,
});

// A contact's closed vocabularies: the contracts (shared/src/contracts/crm.ts) and the CRM
// search index (functions/src/data/crm-index), which functions outside the CRM's also read (the
// dashboard's counts), take them from here, so reading the index pulls no route contract.
export const CONTACT_TYPES = ['client', 'lead'] as const;
export const CONTACT_PRIORITIES = ['low', 'medium', 'high'] as const;
export const CONTACT_STATUSES = ['active', 'inactive', 'potential'] as const;
export const CONTACT_SOURCES = ['referral', 'social', 'web', 'event', 'advertising', 'other'] as const;

import { getContact, type Contact } from '@fotostudio/shared/contracts/crm';
import { apiRequest } from '../../../lib/api-client';

/** A CRM client's details, to fill a document's client fields. */
export const fetchClientDetails = async (contactId: string): Promise<Contact> => (await apiRequest(getContact, { params: { contactId } })).contact;

import { getContact } from '@fotostudio/shared/contracts/crm';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

const clientEmailKey = (clientId: string) => [getContact.id, clientId, 'email'] as const;

/** The client's primary email, to address a session's email (GET /api/contacts/{id}). */
export const useClientEmail = (clientId: string | null): SWRResponse<string, ApiError> =>
  useSWR<string, ApiError, ReturnType<typeof clientEmailKey> | null>(clientId ? clientEmailKey(clientId) : null, async ([, id]) => {
    const { contact } = await apiRequest(getContact, { params: { contactId: id } });
    return contact.emails.primary;
  });

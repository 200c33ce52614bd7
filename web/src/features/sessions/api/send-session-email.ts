import { sendSessionEmail, type sessionEmailInput } from '@fotostudio/shared/contracts/sessions';
import type * as z from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SessionEmail = z.input<typeof sessionEmailInput>;

/** POST /api/sessions/{id}/email. */
export const sendEmailAboutSession = async (sessionId: string, email: SessionEmail): Promise<void> => {
  await apiRequest(sendSessionEmail, { params: { sessionId }, body: email });
};

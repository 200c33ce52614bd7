import { listSessions, type SessionSummary } from '@fotostudio/shared/contracts/sessions';
import useSWR, { type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';

/** The API's page maximum: a client's sessions fit in one page. */
const CLIENT_SESSIONS_PAGE_SIZE = 500;

const clientSessionsKey = (clientId: string) => [listSessions.id, { view: 'current', clientId, pageSize: CLIENT_SESSIONS_PAGE_SIZE }] as const;

/**
 * A client's current sessions (GET /api/sessions?clientId=…), for the client detail. The
 * key starts with the sessions list's route id, so the sessions screen reloading its lists
 * reloads this one too.
 */
export const useClientSessions = (clientId: string): SWRResponse<SessionSummary[], ApiError> =>
  useSWR<SessionSummary[], ApiError, ReturnType<typeof clientSessionsKey>>(clientSessionsKey(clientId), async ([, query]) => {
    const page = await apiRequest(listSessions, { query });
    return page.sessions;
  });

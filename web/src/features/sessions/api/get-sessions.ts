import { listSessions, type SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { apiRequest, type ApiError } from '../../../lib/api-client';
import type { SessionListQuery } from '../utils/session-list-params';

export interface SessionPage {
  sessions: SessionSummary[];
  totalCount: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

/** One page of one list (tab, filters, page, or the calendar's range); every such key starts with the route id. */
export const sessionsKey = (query: SessionListQuery) => [listSessions.id, query] as const;

const isSessionsKey = (key: unknown): boolean => Array.isArray(key) && key[0] === listSessions.id;

export const fetchSessions = (query: SessionListQuery): Promise<SessionPage> => apiRequest(listSessions, { query });

/**
 * A page of sessions; null asks for nothing. While the next page, filter or month loads,
 * what was shown stays instead of a spinner.
 */
export const useSessions = (query: SessionListQuery | null): SWRResponse<SessionPage, ApiError> =>
  useSWR<SessionPage, ApiError, ReturnType<typeof sessionsKey> | null>(query ? sessionsKey(query) : null, ([, q]) => fetchSessions(q), {
    keepPreviousData: true,
  });

/**
 * Reloads every sessions list in the cache (both tabs, the calendar, any filter): a
 * session that was created, changed, archived, restored or deleted can move in or out of
 * any of them.
 */
export const useRevalidateSessionLists = (): (() => Promise<unknown>) => {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isSessionsKey), [mutate]);
};

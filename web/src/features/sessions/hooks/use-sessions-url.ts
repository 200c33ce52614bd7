import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSearchParamsChange } from '../../../hooks/use-search-params-change';
import {
  DEFAULT_SESSION_LIST_STATE,
  readSessionListState,
  SESSION_TABS,
  withSessionListState,
  type SessionListState,
  type SessionTab,
} from '../utils/session-list-params';

export interface SessionsUrl {
  state: SessionListState;
  /** Changes the layout, search, filters, paging or month (the history entry is replaced). */
  update: (change: Partial<SessionListState>) => void;
  /** Shows a tab with no filters; a new history entry, so Back returns to the other one. */
  showTab: (tab: string) => void;
  /** The child routes (wizard, detail modal) over the page, keeping the list's query string. */
  openSession: (sessionId: string) => void;
  editSession: (sessionId: string) => void;
  newSession: () => void;
}

const isTab = (value: string): value is SessionTab => (SESSION_TABS as readonly string[]).includes(value);

/** The sessions page's state, kept in the URL (see session-list-params). */
export const useSessionsUrl = (): SessionsUrl => {
  const { params, change } = useSearchParamsChange();
  const navigate = useNavigate();
  const { search } = useLocation();

  const state = useMemo(() => readSessionListState(params), [params]);
  const go = useCallback((sub: string) => navigate({ pathname: `${paths.sessions}/${sub}`, search }), [navigate, search]);

  return {
    state,
    update: useCallback(
      (update) => change((current) => withSessionListState(current, { ...readSessionListState(current), ...update })),
      [change],
    ),
    showTab: useCallback(
      (tab) => {
        if (!isTab(tab)) return;
        change(
          (current) => {
            const { layout, pageSize, month } = readSessionListState(current);
            return withSessionListState(current, { ...DEFAULT_SESSION_LIST_STATE, tab, layout, pageSize, month });
          },
          { push: true },
        );
      },
      [change],
    ),
    openSession: useCallback((sessionId) => go(sessionId), [go]),
    editSession: useCallback((sessionId) => go(`${sessionId}/edit`), [go]),
    newSession: useCallback(() => go('new'), [go]),
  };
};

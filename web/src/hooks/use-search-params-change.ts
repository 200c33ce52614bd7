import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SearchParamsChange = (next: (current: URLSearchParams) => URLSearchParams, options?: { push?: boolean }) => void;

/**
 * The URL's query string and a way to change it: the history entry is replaced, or with
 * `push` a new one is added (so Back returns to the previous state).
 */
export const useSearchParamsChange = (): { params: URLSearchParams; change: SearchParamsChange } => {
  const [params, setParams] = useSearchParams();
  // Two changes in one event (the table sets the page size, then the page) must add up:
  // the second starts from the first, not from the URL as rendered.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);

  const change = useCallback<SearchParamsChange>(
    (next, { push = false } = {}) => {
      const updated = next(pending.current ?? params);
      pending.current = updated;
      setParams(updated, { replace: !push });
    },
    [params, setParams],
  );
  return { params, change };
};

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** The session modals' links, keeping the list's query string (its view, search and filters). */
export const useSessionModalLinks = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  const detailHref = useCallback((sessionId: string) => `${paths.sessions}/${sessionId}${search}`, [search]);
  const editHref = useCallback((sessionId: string) => `${paths.sessions}/${sessionId}/edit${search}`, [search]);
  const backToList = useCallback(() => void navigate({ pathname: paths.sessions, search }), [navigate, search]);
  return { detailHref, editHref, backToList, navigate };
};

import { useParams } from 'react-router-dom';
import { SessionDetailModal } from '../../../features/sessions/components/session-detail-modal';
import { useSessionModalLinks } from './session-routing';

/** /dashboard/sessions/:sessionId: the session's detail, over the list. */
export const SessionDetailRoute = () => {
  const { sessionId = '' } = useParams();
  const { editHref, backToList } = useSessionModalLinks();
  return <SessionDetailModal key={sessionId} sessionId={sessionId} editHref={editHref(sessionId)} onClose={backToList} />;
};

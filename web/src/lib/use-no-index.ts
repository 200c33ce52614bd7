// Pages a link holder opens (the public invoice, an agreement's signer page): search engines keep
// none of them, so a robots meta is in the head while the page is shown.
import { useEffect } from 'react';

export const useNoIndex = () =>
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);

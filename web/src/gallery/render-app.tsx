// The client gallery's app, started by the page's entry (entry.ts, web/gallery.html): served for
// gallery addresses, separate from the photographer's app so a phone downloads only what the
// gallery needs.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { linkKeyOfPath } from '@fotostudio/shared/gallery/link-address';
import { readFirstScreen } from './first-screen';
import { GalleryApp } from './gallery-app';
import { I18nProvider } from './i18n';

const root = document.getElementById('gallery-root');
if (root) {
  // The first screen gallery.page rendered (functions/src/gallery/holder/first-screen.ts): the
  // app starts from its data instead of asking again, and draws over its pictures.
  const firstScreen = readFirstScreen(document);
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <GalleryApp linkKey={linkKeyOfPath(window.location.pathname)} firstScreen={firstScreen} />
      </I18nProvider>
    </StrictMode>,
  );
}

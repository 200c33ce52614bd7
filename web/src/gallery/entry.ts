// The client gallery page's module script (web/gallery.html). On a slow phone the app's
// JavaScript (about 100 KB) would share the link with the cover and hold back the largest paint
// (issue 27 point 1), so when gallery.page has rendered the first screen into the HTML
// (functions/src/gallery/holder/first-screen.ts) the app (render-app.tsx) is only fetched once that
// screen's pictures have loaded and been painted; the page carries nothing else before it (no
// modulepreload: this module's only import of the app is dynamic). A page without a first screen
// (a password, a closed link) has nothing to show without the app, which then starts at once.
// The first screen's photos after the first row come once the cover has loaded (later-photos.ts);
// they too are pictures the window's `load` waits for.
import { GALLERY_DATA_ID } from '@fotostudio/shared/gallery/first-screen';
import './gallery.css';
import { showLaterPhotos } from './later-photos';

let started = false;
const startApp = (): void => {
  if (started) return;
  started = true;
  void import('./render-app');
};

// A picture of the first screen that never arrives must not keep the page from becoming usable.
const LOAD_WAIT_MS = 5_000;

/** After the next frame is painted, when the main thread is idle (or soon, where idle callbacks are missing). */
const afterNextPaint = (run: () => void): void => {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 500 });
    else setTimeout(run, 0);
  });
};

// `load`: every picture of the first screen (cover, thumbnails, logo, fonts) has arrived or failed.
if (!document.getElementById(GALLERY_DATA_ID)) startApp();
else {
  showLaterPhotos(document);
  if (document.readyState === 'complete') afterNextPaint(startApp);
  else {
    window.addEventListener('load', () => afterNextPaint(startApp), { once: true });
    setTimeout(startApp, LOAD_WAIT_MS);
  }
}

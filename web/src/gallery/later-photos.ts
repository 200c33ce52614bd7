// The first screen's photos after a phone's first row (issue 27 point 1): gallery.page leaves them
// in a <noscript> (functions/src/gallery/holder/first-screen.ts) so that the page asks for none of
// them while the cover, the largest paint, is arriving over a slow link. Once the cover has
// loaded (or failed) and its frame is drawn, they are put in the <noscript>'s place: with scripting on, the <noscript>'s text is
// their markup, escaped by the server as the rest of the page.
import { LATER_PHOTOS_ATTRIBUTE } from '@fotostudio/shared/gallery/first-screen';

export const showLaterPhotos = (document: Document): void => {
  const later = document.querySelector(`noscript[${LATER_PHOTOS_ATTRIBUTE}]`);
  if (!later) return;
  let shown = false;
  const show = (): void => {
    // Once, and not after the app has replaced the first screen.
    if (shown || !later.isConnected) return;
    shown = true;
    const photos = document.createElement('template');
    photos.innerHTML = later.textContent ?? '';
    later.replaceWith(photos.content);
  };
  // After the frame that paints the cover: a loaded cover is not yet a painted one (on a slow
  // phone its decoding and the frame take a while), and bytes arriving meanwhile are still
  // bytes before the largest paint.
  const afterCoverPaint = (): void => {
    requestAnimationFrame(() => setTimeout(show, 0));
  };
  const cover = document.querySelector<HTMLImageElement>('img[data-first-screen="cover"]');
  if (!cover || cover.complete) {
    afterCoverPaint();
    return;
  }
  cover.addEventListener('load', afterCoverPaint, { once: true });
  cover.addEventListener('error', afterCoverPaint, { once: true });
};

// An image's placeholder (session card covers, gallery tiles): its ThumbHash (about 25 bytes,
// base64) decoded into a tiny data URL, shown blurred until the real image arrives.
import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string | null>();

const decode = (thumbhash: string): string | null => {
  try {
    return thumbHashToDataURL(Uint8Array.from(atob(thumbhash), (char) => char.charCodeAt(0)));
  } catch {
    // Not a ThumbHash we can read: the image keeps a plain background.
    return null;
  }
};

export const thumbhashPlaceholder = (thumbhash: string | null): string | null => {
  if (!thumbhash) return null;
  const known = cache.get(thumbhash);
  if (known !== undefined) return known;
  const url = decode(thumbhash);
  cache.set(thumbhash, url);
  return url;
};

import { downloadFromUrl } from '../../../lib/download-link';

/** Hands a file to the browser's download, as a link with `download` would. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  downloadFromUrl(url, fileName);
  // Some browsers read the blob after click() returns: the URL stays valid a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

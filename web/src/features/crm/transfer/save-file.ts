/** Hands a file to the browser's download, as a link with `download` would. */
export const saveFile = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: the URL stays valid a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

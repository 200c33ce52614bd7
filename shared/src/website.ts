// A business website as people type it: with or without http(s)://, a host name with a
// dot and a top-level domain of letters, no spaces and no user name or password in it.

const SCHEME = /^https?:\/\//i;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const isWebsite = (value: string): boolean => {
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !SCHEME.test(trimmed)) return false;
  let url: URL;
  try {
    url = new URL(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  const labels = url.hostname.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(topLevel);
};

import type { ErrorParams } from './catalogue.js';

/** Fills a message's `{name}` placeholders; a name without a value stays as written. */
export const fillIn = (text: string, params: ErrorParams): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));

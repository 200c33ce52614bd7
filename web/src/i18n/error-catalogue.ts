// Catalogue messages in the app. The entry carries only the codes of the pages before a
// sign-in (built in by vite.config.ts, see entry-error-messages.ts); the whole catalogue
// (shared's message tables and error-presentation.ts, ~15 KB gzipped in both languages) is its
// own chunk, fetched with the dashboard's routes or the first time a code outside that set is shown.
import type { Language } from '@fotostudio/shared/constants';
import type { ErrorParams } from '@fotostudio/shared/errors/catalogue';
import { fillIn } from '@fotostudio/shared/fill-in';
import type { Severity } from './error-presentation';
import type { shownErrorOf } from './full-error-catalogue';
import type { PickedMessage } from './pick-messages';

declare const __ENTRY_ERROR_MESSAGES__: Record<string, Required<PickedMessage>>;

export interface ShownError {
  severity: Severity;
  message: string;
}

let fullCatalogue: typeof shownErrorOf | undefined;
let loading: Promise<void> | undefined;
// The last fetch failed (offline, or a deploy replaced the chunk): say so until one succeeds.
let failed = false;
const listeners = new Set<() => void>();

/** Fetches the whole catalogue once; resolves when every code can be shown. */
export const loadErrorCatalogue = (): Promise<void> => {
  loading ??= import('./full-error-catalogue').then(
    (module) => {
      fullCatalogue = module.shownErrorOf;
      failed = false;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      failed = true;
      for (const listener of listeners) listener();
      throw error;
    },
  );
  return loading;
};

/** Calls `listener` when the whole catalogue has arrived (for useSyncExternalStore). */
export const onErrorCatalogueLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Changes when the whole catalogue arrives or fails to (for useSyncExternalStore). */
export const errorCatalogueState = (): 'entry' | 'loaded' | 'failed' => (fullCatalogue ? 'loaded' : failed ? 'failed' : 'entry');

/**
 * The code's message in `language`, or undefined while the whole catalogue is still to be
 * fetched for it (this starts the fetch; if the last fetch failed, the network error).
 * Unknown codes show the unknown error, as shared's resolveError does.
 */
export const shownError = (code: string, language: Language, params: ErrorParams = {}): ShownError | undefined => {
  if (fullCatalogue) return fullCatalogue(code, language, params);
  const fromEntry = (known: string) => {
    const entry = __ENTRY_ERROR_MESSAGES__[known];
    return entry && { severity: entry.severity, message: fillIn(entry[language], params) };
  };
  if (Object.prototype.hasOwnProperty.call(__ENTRY_ERROR_MESSAGES__, code)) return fromEntry(code);
  if (failed) return fromEntry('general.network');
  void loadErrorCatalogue().catch(() => undefined);
  return undefined;
};

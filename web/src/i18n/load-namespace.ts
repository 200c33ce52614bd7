// A tiny i18next backend: each language's namespace is its own JSON chunk, fetched by a
// dynamic import the first time a route needs it (and again in the other language when
// the user switches). Vite turns every file below into a separate, cacheable asset.
import type { BackendModule, ResourceKey } from 'i18next';

const localeFiles = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });

export const namespaceBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = localeFiles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      // i18next retries a failed read a few times before giving up.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

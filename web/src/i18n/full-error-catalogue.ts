// The whole error catalogue as one lazy chunk of the app (src/i18n/error-catalogue.ts
// imports it dynamically; the web-routes bench counts it for the dashboard by this path).
export { resolveError } from '@fotostudio/shared/errors/resolve-error';

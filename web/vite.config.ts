import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { galleryErrorMessages } from './src/gallery/gallery-error-messages';
import { entryErrorMessages } from './src/i18n/entry-error-messages';

// In `vite dev` the API, the Cognito proxy and the runtime config come from the local
// stand-in (`npm start`), so the browser still sees one origin, as with CloudFront.
const localStack = process.env.LOCAL_STACK_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // The client gallery carries only its own error messages (the whole catalogue is ~10 KB gz).
  // The app's entry carries the messages of the pages before a sign-in; the whole catalogue
  // is fetched with the dashboard (src/i18n/error-catalogue.ts).
  define: {
    __GALLERY_ERROR_MESSAGES__: JSON.stringify(galleryErrorMessages()),
    __ENTRY_ERROR_MESSAGES__: JSON.stringify(entryErrorMessages()),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Browsers without modulepreload still load every module through its imports; the polyfill
    // would be a chunk of its own, shared by the two pages.
    modulePreload: { polyfill: false },
    // Vendor code changes less often than the app: separate chunks stay cached across deploys.
    // No catch-all vendor group: it would make every page download every screen's libraries
    // (the CRM's spreadsheet writer on the login page); the rest goes with its screens.
    // Measured with `npm run bench -- web-routes`: a separate i18next chunk cost the login
    // page 4 KiB of compression, so it stays with the entry.
    // Two pages: the photographer's app and the client gallery (served for gallery addresses),
    // which shares nothing with the app but React. React Router is not in the react group: the
    // gallery must not download it, and as a chunk of its own it compressed 0.4 KiB worse for
    // the login page than inside the app's entry chunk (measured with the web-routes bench).
    rolldownOptions: {
      input: { main: resolve(import.meta.dirname, 'index.html'), gallery: resolve(import.meta.dirname, 'gallery.html') },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'amplify', test: /node_modules[\\/](@aws-amplify|aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib|js-cookie)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': localStack,
      '/cognito': localStack,
      '/config.json': localStack,
    },
  },
});

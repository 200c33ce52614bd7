// The summaries and examples of ../account.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { getMe, putMe, putSettings } from '../account.js';
import { routeDocs } from './route-doc.js';

export const accountDocs = [
  routeDocs(getMe, {
    summary: "The signed-in photographer's profile and settings; the first call creates both.",
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(putMe, {
    summary: "Updates the signed-in photographer's personal and business profile.",
    example: {
      params: {},
      query: {},
      body: { name: 'Lucía Martín', businessName: 'Estudio Lucía', city: 'Sevilla' },
    },
  }),
  routeDocs(putSettings, {
    summary: 'Updates appearance, preferences and notification choices; absent fields stay as they are.',
    example: {
      params: {},
      query: {},
      body: { appearance: 'dark', preferences: { language: 'en', currency: 'JPY' }, notifications: { storageAlerts: { email: false } } },
    },
  }),
];

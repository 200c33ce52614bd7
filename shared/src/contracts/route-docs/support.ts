// The summaries and examples of ../support.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { askAssistant, sendFeedback } from '../support.js';
import { routeDocs } from './route-doc.js';

export const supportDocs = [
  routeDocs(sendFeedback, {
    summary: "Sends the photographer's feedback to the configured feedback webhook.",
    example: { params: {}, query: {}, body: { category: 'idea', message: 'Me gustaría exportar el calendario.', page: '/dashboard', language: 'es' } },
  }),
  routeDocs(askAssistant, {
    summary: "Asks the assistant (the configured chat webhook) and answers its reply.",
    example: { params: {}, query: {}, body: { message: '¿Cómo comparto una galería?', history: [], page: '/dashboard', language: 'es' } },
  }),
];

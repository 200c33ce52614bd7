// The summaries and examples of ../site.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { applyToBeta, getBetaStatus, getFormTicket, getSoftwareDeclaration, recordPageView, sendContactMessage, sendFeedback } from '../site.js';
import { routeDocs } from './route-doc.js';

const exampleGuard = { website: '', ticket: '1790000000000.c2lnbmF0dXJl', lang: 'es' as const };

export const siteDocs = [
  routeDocs(getBetaStatus, {
    summary: 'Places total and left, the deadline, and whether the beta is open or a waitlist.',
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(getFormTicket, {
    summary: 'A signed, single-use ticket for one form that its submit must carry (the minimum fill time of the bot check).',
    example: { params: {}, query: { form: 'contact' }, body: {} },
  }),
  routeDocs(applyToBeta, {
    summary: 'Stores a beta application (on the waitlist when the beta is closed), emails the operator and the applicant.',
    example: {
      params: {},
      query: {},
      body: {
        ...exampleGuard,
        fullName: 'Lucía Fernández',
        email: 'lucia@example.com',
        phone: '+34 600 000 000',
        city: 'Sevilla',
        specialty: 'weddings',
        currentTool: 'excel',
        frustrations: 'Paso horas enviando galerías y cobrando a mano.',
        sessionsPerMonth: '5-15',
        commitment: true,
      },
    },
  }),
  routeDocs(sendFeedback, {
    summary: 'Stores a feedback message, emails the operator and the sender.',
    example: {
      params: {},
      query: {},
      body: {
        ...exampleGuard,
        name: 'Marta Ruiz',
        email: 'marta@estudio.example.com',
        phone: '',
        specialties: ['weddings', 'family'],
        currentTools: 'Excel y WhatsApp',
        frustrations: 'Las selecciones de fotos por correo.',
        idealFeature: 'Que el cliente elija y pague en la galería.',
        willingToChange: 'yes',
        receiveBetaInfo: true,
      },
    },
  }),
  routeDocs(sendContactMessage, {
    summary: 'Stores a contact message, emails the operator and the sender.',
    example: {
      params: {},
      query: {},
      body: { ...exampleGuard, name: 'Pablo Gil', email: 'pablo@example.com', subject: 'Precios', message: '¿Hay plan anual?' },
    },
  }),
  routeDocs(recordPageView, {
    summary: "Counts a public page's view for its day and path; the IP is anonymised before anything is stored.",
    example: { params: {}, query: {}, body: { path: '/beta', referrer: 'https://www.google.com/', lang: 'es' } },
  }),
  routeDocs(getSoftwareDeclaration, {
    summary: "The software producer's responsible declaration (Orden HAC/1177/2024 art. 15) as this deployment configures it.",
    example: { params: {}, query: {}, body: {} },
  }),
];

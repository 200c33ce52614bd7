// The summaries and examples of ../agreements.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { AGREEMENT_EXPIRY_DAYS_DEFAULT } from '../../agreements/agreement-status.js';
import { createAgreement, createTemplate, getAgreement, getSignerAgreement, getTemplate, listAgreements, listProvidedTemplates, listTemplates, sendAgreement, updateAgreement, updateTemplate, withdrawAgreement } from '../agreements.js';
import { EXAMPLE_ID } from '../ids.js';
import { routeDocs } from './route-doc.js';

const exampleDocument = {
  type: 'doc' as const,
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Contrato de reportaje' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Cliente: ' }, { type: 'mergeField', attrs: { field: 'clientName' } }] },
  ],
};

const exampleTemplate = { name: 'Boda', language: 'es' as const, document: exampleDocument };

const none = { params: {}, query: {}, body: {} };

export const agreementsDocs = [
  routeDocs(listTemplates, {
    summary: "The photographer's agreement templates, by name, each at its latest version.",
    example: none,
  }),
  routeDocs(listProvidedTemplates, {
    summary: 'The templates the product provides (Spanish law, in Spanish and English), to start from.',
    example: none,
  }),
  routeDocs(createTemplate, {
    summary: 'Creates a template (version 1) from an editor document, sanitised.',
    example: { params: {}, query: {}, body: exampleTemplate },
  }),
  routeDocs(getTemplate, {
    summary: 'A template at its latest version (or `version`), with the list of its versions.',
    example: { params: { templateId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(updateTemplate, {
    summary: 'Saves a new version of a template; agreements made from earlier versions keep theirs.',
    example: { params: { templateId: EXAMPLE_ID }, query: {}, body: { ...exampleTemplate, baseVersion: 1 } },
  }),
  routeDocs(listAgreements, {
    summary: "The photographer's agreements, newest first; of one client or one session when asked.",
    example: none,
  }),
  routeDocs(createAgreement, {
    summary: "Makes a draft from a template for a client, its merge fields filled from the client, the session, the quote and the business; the client is its first signer.",
    example: { params: {}, query: {}, body: { templateId: EXAMPLE_ID, clientId: EXAMPLE_ID } },
  }),
  routeDocs(getAgreement, {
    summary: 'An agreement with its document rendered as safe HTML and its signers.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(updateAgreement, {
    summary: "Changes a draft's title, merge values, signers and expiry.",
    example: {
      params: { agreementId: EXAMPLE_ID },
      query: {},
      body: {
        title: 'Contrato de boda',
        mergeValues: { clientName: 'Lucía García', sessionPlace: 'Finca El Olivar, Toledo' },
        signers: [{ name: 'Lucía García', email: 'lucia.garcia@example.com', language: 'es' }],
        expiresInDays: AGREEMENT_EXPIRY_DAYS_DEFAULT,
      },
    },
  }),
  routeDocs(sendAgreement, {
    summary: 'Sends a draft: each signer gets their private link by email, in their language; the links expire after `expiresInDays`. The photographer may apply their own signature.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(withdrawAgreement, {
    summary: 'Withdraws a sent agreement: its links open nothing from then on.',
    example: { params: { agreementId: EXAMPLE_ID }, query: {}, body: {} },
  }),
  routeDocs(getSignerAgreement, {
    summary: 'The agreement a signer\'s private link opens, as the signer reads it; its first open marks the signer and the agreement viewed. Closed (withdrawn, expired) links answer 410, unknown ones 404.',
    example: { params: { agreementToken: 'x'.repeat(43) }, query: {}, body: {} },
  }),
];

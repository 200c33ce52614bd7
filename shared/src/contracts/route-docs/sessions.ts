// The summaries and examples of ../sessions.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { EXAMPLE_ID } from '../ids.js';
import {
  archiveSession,
  completeImageUpload,
  createImageUploads,
  createSession, deleteSession, getSession, getSessionFinance, listSessionImages, listSessions,
  recordImagePart,
  removeSessionImages,
  restoreSession, sendSessionEmail, updateSession, updateSessionFinance } from '../sessions.js';
import { routeDocs } from './route-doc.js';
import { imageSetDocs } from './session-image-uploads.js';

const SESSION_EXAMPLE = { params: { sessionId: EXAMPLE_ID }, query: {}, body: {} };

export const sessionsDocs = [
  routeDocs(listSessions, {
    summary: 'A page of sessions with search and filters, or those dated in a range (calendar).',
    example: { params: {}, query: { view: 'current' }, body: {} },
  }),
  routeDocs(createSession, {
    summary: 'Creates a session for a client with a package; the package counts it as in use.',
    example: {
      params: {},
      query: {},
      body: { clientId: EXAMPLE_ID, packageId: EXAMPLE_ID, title: 'Boda de Ana', sessionType: 'wedding', calendarSync: false },
    },
  }),
  routeDocs(getSession, {
    summary: 'A session with its finance and its package terms.',
    example: SESSION_EXAMPLE,
  }),
  routeDocs(updateSession, {
    summary: 'Changes the whitelisted session fields (never the client or package).',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { title: 'Boda de Ana y Luis' } },
  }),
  routeDocs(getSessionFinance, {
    summary: 'The session finance; beyond 10 reads a minute an empty placeholder.',
    example: SESSION_EXAMPLE,
  }),
  routeDocs(updateSessionFinance, {
    summary: 'Changes the allowed finance fields; paid never above total.',
    example: { params: { sessionId: EXAMPLE_ID }, query: {}, body: { paidCents: 10_000 } },
  }),
  routeDocs(archiveSession, {
    summary: 'Archives a session: it and its photos are deleted 7 days later unless restored.',
    example: SESSION_EXAMPLE,
  }),
  routeDocs(restoreSession, {
    summary: 'Restores an archived session before it expires.',
    example: SESSION_EXAMPLE,
  }),
  routeDocs(deleteSession, {
    summary: 'Deletes a session at once, with its finance, images and files.',
    example: SESSION_EXAMPLE,
  }),
  routeDocs(listSessionImages, {
    summary: 'The session images in upload order, with their processing state and signed URLs.',
    example: SESSION_EXAMPLE,
  }),
  routeDocs(sendSessionEmail, {
    summary: 'Emails the client about the session, optionally with the session as an .ics event.',
    example: {
      params: { sessionId: EXAMPLE_ID },
      query: {},
      body: { to: 'cliente@example.com', subject: 'Tu sesión', message: 'Hola, te esperamos el sábado.' },
    },
  }),
  ...imageSetDocs(
    { tickets: createImageUploads, part: recordImagePart, complete: completeImageUpload, remove: removeSessionImages },
    {
      itemExample: { sessionId: EXAMPLE_ID, imageId: EXAMPLE_ID },
      summaries: {
        tickets: 'Presigned POSTs for new session images; refuses duplicates, similar files and files over the limit.',
        part: 'Records a part of a multipart image upload the browser sent, so a later attempt skips it.',
        complete: 'Completes a multipart image upload from its recorded parts; the image function then processes it.',
        remove: 'Removes the marked images and their files (3 tries with 2 s and 4 s waits); names that failed are returned.',
      },
      exampleFile: { fileName: 'IMG_0001.jpg', contentType: 'image/jpeg', sizeBytes: 2_000_000, sha256: 'a'.repeat(64) },
    },
  ),
];

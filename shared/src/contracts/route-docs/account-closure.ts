// The summaries and examples of ../account-closure.ts's routes: read by the docs and the
// tests, never by a function (functions import no route-docs module: .dependency-cruiser.cjs).
import { cancelAccountClosure, confirmAccountClosure, getAccountClosure, requestAccountClosure } from '../account-closure.js';
import { routeDocs } from './route-doc.js';

export const accountClosureDocs = [
  routeDocs(getAccountClosure, {
    summary: "Whether the photographer's account is being closed: asked for, or closed with the day it will be deleted.",
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(requestAccountClosure, {
    summary: 'Asks to close the account: mails a confirmation link (valid 24 hours) to the account\'s address; asking again sends a new link.',
    example: { params: {}, query: {}, body: {} },
  }),
  routeDocs(confirmAccountClosure, {
    summary: 'Confirms the closure with the mailed token: the account is closed and its deletion scheduled 60 days later.',
    example: { params: {}, query: {}, body: { token: 'x3VQ1kq5N0cJb7m2Zr8yWf4tLh6sPa9D' } },
  }),
  routeDocs(cancelAccountClosure, {
    summary: 'Reopens the account (or withdraws the request) before the deletion: nothing is deleted.',
    example: { params: {}, query: {}, body: {} },
  }),
];

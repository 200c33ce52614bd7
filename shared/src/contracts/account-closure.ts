// Closing the photographer's account (issue 23 point 5): asked for in the settings' data tab,
// confirmed from a link mailed to the account's address, then 60 days to export the data
// (the account still works and can be reopened) before the scheduled deletion. Served by the
// account function (account-routes.ts).
import * as z from 'zod';
import { ACCOUNT_CLOSURE_STATUSES } from '../account-data.js';
import { defineRoute } from './route.js';

export const accountClosure = z.object({
  status: z.enum(ACCOUNT_CLOSURE_STATUSES),
  /** When the closure was asked for (the mail sent). */
  requestedAt: z.string(),
  /** Where the confirmation mail went. */
  emailedTo: z.string(),
  /** When the photographer confirmed it; null while `requested`. */
  closedAt: z.string().nullable(),
  /** The day (Europe/Madrid, YYYY-MM-DD) the account is deleted; null while `requested`. */
  deleteOn: z.string().nullable(),
  /** Until when invoices and VERI*FACTU records are kept after the deletion (YYYY-MM-DD); null while `requested`. */
  recordsKeptUntil: z.string().nullable(),
});
export type AccountClosure = z.infer<typeof accountClosure>;

export const accountClosureAnswer = z.object({ closure: accountClosure.nullable() });
export type AccountClosureAnswer = z.infer<typeof accountClosureAnswer>;

export const confirmAccountClosureBody = z.object({
  /** The token of the confirmation mail's link. */
  token: z.string().trim().min(20).max(200),
});

const exampleClosure: AccountClosure = {
  status: 'closed',
  requestedAt: '2026-11-28T10:00:00.000Z',
  emailedTo: 'estudio@example.com',
  closedAt: '2026-11-28T10:05:00.000Z',
  deleteOn: '2027-01-27',
  recordsKeptUntil: '2033-01-27',
};

export const getAccountClosure = defineRoute({
  id: 'account.getAccountClosure',
  domain: 'account',
  method: 'GET',
  path: '/api/me/closure',
  auth: 'photographer',
  response: accountClosureAnswer,
});

export const requestAccountClosure = defineRoute({
  id: 'account.requestAccountClosure',
  domain: 'account',
  method: 'POST',
  path: '/api/me/closure',
  auth: 'photographer',
  response: accountClosureAnswer,
});

export const confirmAccountClosure = defineRoute({
  id: 'account.confirmAccountClosure',
  domain: 'account',
  method: 'POST',
  path: '/api/me/closure/confirm',
  auth: 'photographer',
  body: confirmAccountClosureBody,
  response: accountClosureAnswer,
});

export const cancelAccountClosure = defineRoute({
  id: 'account.cancelAccountClosure',
  domain: 'account',
  method: 'DELETE',
  path: '/api/me/closure',
  auth: 'photographer',
  response: accountClosureAnswer,
});

export { exampleClosure as EXAMPLE_ACCOUNT_CLOSURE };

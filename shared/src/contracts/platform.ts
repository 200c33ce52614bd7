import * as z from 'zod';
import { defineRoute } from './route.js';

export const getHealth = defineRoute({
  id: 'platform.getHealth',
  domain: 'platform',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  summary: 'Liveness and database reachability, used by the signup connectivity check.',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unreachable']),
    time: z.string(),
  }),
  example: { params: {}, query: {}, body: {} },
});

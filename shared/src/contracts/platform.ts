import * as z from 'zod';
import { defineRoute } from './route.js';

export const getHealth = defineRoute({
  id: 'platform.getHealth',
  domain: 'platform',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unreachable']),
    time: z.string(),
  }),
});

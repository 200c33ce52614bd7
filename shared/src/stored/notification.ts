// A notification's stored content (functions/src/notifications/): what the app shows, one shape
// per kind, kept as JSON text so a later kind adds a member here instead of attributes to the
// item. The same shapes since notifications were built (issue 23).
import * as z from 'zod';
import { storedJson } from './json-codec.js';

const selectionConfirmed = z.object({
  kind: z.literal('selectionConfirmed'),
  sessionId: z.string(),
  sessionTitle: z.string(),
  clientName: z.string(),
  version: z.number(),
  imageCount: z.number(),
  fullGallery: z.boolean(),
});

export const notificationContent = z.discriminatedUnion('kind', [selectionConfirmed]);
export type NotificationContent = z.infer<typeof notificationContent>;

export const storedNotificationContent = storedJson(notificationContent);

// A share link's selection deadline as both sides judge it (issue 28 point 2; docs/gallery.md,
// "Selection deadline"): which client reminders are due, and which a new deadline skips. No data
// access: the photographer's share-link writes and the hourly run (gallery/selection-deadline.ts)
// read the link their own way.
import type { ShareLinkItem } from '../data/entities/share-link.js';

const DAY_MS = 86_400_000;

/** The client is reminded this many days before the deadline, once each. */
export const DEADLINE_REMINDER_DAYS = [3, 1] as const;

/** Names one reminder of one deadline: recorded once, so it is mailed once. */
export const deadlineReminderKey = (days: number, deadline: string): string => `${days}#${deadline}`;

/** The reminders whose moment (deadline − days) is at or before `now`: a deadline set now records them unsent. */
export const passedReminderKeys = (deadline: string, now: number): string[] =>
  DEADLINE_REMINDER_DAYS.filter((days) => Date.parse(deadline) - days * DAY_MS <= now).map((days) => deadlineReminderKey(days, deadline));

/**
 * The reminders due at `now` and not recorded yet, fewest days last: each from its moment until
 * the deadline. Several due together (the run stopped for days) are recorded together and mailed once.
 */
export const dueReminders = (link: Pick<ShareLinkItem, 'selectionDeadline' | 'deadlineReminders'>, now: Date): { keys: string[]; days: number } | undefined => {
  const deadline = link.selectionDeadline;
  if (!deadline || now.getTime() >= Date.parse(deadline)) return undefined;
  const recorded = new Set(link.deadlineReminders ?? []);
  const due = DEADLINE_REMINDER_DAYS.filter((days) => Date.parse(deadline) - days * DAY_MS <= now.getTime() && !recorded.has(deadlineReminderKey(days, deadline)));
  if (due.length === 0) return undefined;
  return { keys: due.map((days) => deadlineReminderKey(days, deadline)), days: Math.min(...due) };
};

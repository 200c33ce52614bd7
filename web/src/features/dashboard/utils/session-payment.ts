import type { CalendarSession } from '@fotostudio/shared/contracts/dashboard';
import type { BadgeTone } from '../../../components/ui/badge';

/** The payment badge of a calendar session: paid, partly paid or unpaid; none while it has no price. */
export const sessionPaymentBadge = (session: Pick<CalendarSession, 'paid' | 'partlyPaid'>): { label: 'paid' | 'partlyPaid' | 'unpaid'; tone: BadgeTone } | null => {
  if (session.paid === null) return null;
  if (session.paid) return { label: 'paid', tone: 'success' };
  return session.partlyPaid ? { label: 'partlyPaid', tone: 'accent' } : { label: 'unpaid', tone: 'warning' };
};

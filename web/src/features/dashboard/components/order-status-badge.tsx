import { ORDER_STATUSES, type CalendarSession, type RecentOrder } from '@fotostudio/shared/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { sessionPaymentBadge } from '../utils/session-payment';

const ORDER_TONES: Record<(typeof ORDER_STATUSES)[number], BadgeTone> = {
  completed: 'success',
  in_progress: 'accent',
  pending: 'warning',
  cancelled: 'neutral',
};

/** An order's status of spec section 3 (mapping: docs/dashboard.md). */
export const OrderStatusBadge = ({ status }: { status: RecentOrder['status'] }) => {
  const { t } = useTranslation();
  return <Badge tone={ORDER_TONES[status]}>{t(`dashboard.orders.statuses.${status}`)}</Badge>;
};

const SESSION_TONES: Record<CalendarSession['status'], BadgeTone> = { confirmed: 'accent', pending: 'warning', completed: 'success' };

/** A calendar session's status, type and whether it is paid, partly paid or unpaid (spec section 3). */
export const CalendarSessionBadges = ({ session }: { session: CalendarSession }) => {
  const { t } = useTranslation();
  const payment = sessionPaymentBadge(session);
  return (
    <span className="dashboard-badges">
      <Badge tone={SESSION_TONES[session.status]}>{t(`dashboard.calendar.statuses.${session.status}`)}</Badge>
      <Badge>{t(`dashboard.calendar.types.${session.calendarType}`)}</Badge>
      {payment ? <Badge tone={payment.tone}>{t(`dashboard.calendar.${payment.label}`)}</Badge> : null}
    </span>
  );
};

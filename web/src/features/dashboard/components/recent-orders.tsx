import type { RecentOrder } from '@fotostudio/shared/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { orderHref } from '../utils/dashboard-links';
import { OrderStatusBadge } from './order-status-badge';

const keyOf = (order: RecentOrder) => (order.kind === 'quote' ? `quote-${order.documentId}` : `selection-${order.sessionId}`);

/** Confirmed selections and quotes, newest first, with the dashboard's order statuses. */
export const RecentOrders = ({ orders }: { orders: readonly RecentOrder[] }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  if (orders.length === 0) return <EmptyState icon="receipt" title={t('dashboard.orders.empty')} />;
  return (
    <ul className="dashboard-rows">
      {orders.map((order) => (
        <li key={keyOf(order)} className="dashboard-row">
          <div className="dashboard-row-main">
            <Link to={orderHref(order)} className="dashboard-row-title">
              {order.title}
            </Link>
            <span className="dashboard-muted">
              {order.kind === 'quote' ? t('dashboard.orders.quote', { number: order.number }) : t('dashboard.orders.selection')} · {order.clientName} ·{' '}
              {formatDate(order.date)}
              {order.kind === 'quote' ? ` · ${formatMoney(order.totalCents, 'EUR')}` : null}
            </span>
          </div>
          <OrderStatusBadge status={order.status} />
        </li>
      ))}
    </ul>
  );
};

import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** What a list shows while it has nothing yet: why, and usually the action that adds the first item. */
export const EmptyState = ({
  icon,
  title,
  message,
  action,
}: {
  icon: IconName;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}) => (
  <div className="empty-state">
    <Icon name={icon} size={28} className="empty-state-icon" />
    <div className="empty-state-body">
      <p className="empty-state-title">{title}</p>
      {message ? <p className="empty-state-message">{message}</p> : null}
      {action ? <div className="empty-state-action">{action}</div> : null}
    </div>
  </div>
);

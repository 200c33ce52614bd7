import type { ReactNode } from 'react';
import { Button } from './button';
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

/** What a filtered list shows when nothing matches: why, and the button that clears the filters. */
export const NoMatchesState = ({ title, message, clearLabel, onClear }: { title: string; message: string; clearLabel: string; onClear: () => void }) => (
  <EmptyState
    icon="search"
    title={title}
    message={message}
    action={
      <Button variant="secondary" onClick={onClear}>
        {clearLabel}
      </Button>
    }
  />
);

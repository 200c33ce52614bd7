import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useOutsideClick } from '../../../hooks/use-outside-click';
import { useNotificationStatus } from '../hooks/use-notifications';
import { unreadBadge } from '../utils/notification-polling';
import { NotificationPanel } from './notification-panel';
import '../../../styles/notifications.css';

/** The bell in the shell's header: the unread count, and the panel it opens. */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { data: status } = useNotificationStatus();
  const unread = status?.unread ?? 0;

  useOutsideClick([wrapper], () => setOpen(false), open);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) close();
  };

  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <div className="notification-bell" ref={wrapper} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="icon-button notification-bell-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="bell" size={20} />
        {unread > 0 ? (
          <span className="notification-count" aria-hidden="true">
            {unreadBadge(unread)}
          </span>
        ) : null}
      </button>
      {open ? <NotificationPanel id={panelId} status={status} onClose={close} /> : null}
    </div>
  );
};

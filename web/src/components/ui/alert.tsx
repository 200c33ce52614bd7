import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const ICONS: Record<AlertTone, IconName> = { error: 'alert', warning: 'alert', success: 'checkCircle', info: 'info' };

/** An inline message. Errors interrupt screen readers (role=alert); the other tones wait. */
export const Alert = ({ tone, children, action }: { tone: AlertTone; children: ReactNode; action?: ReactNode }) => (
  <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    <Icon name={ICONS[tone]} className="alert-icon" />
    <div className="alert-body">{children}</div>
    {action ? <div className="alert-action">{action}</div> : null}
  </div>
);

import type { ReactNode } from 'react';
import { Icon } from './icon';

type Tone = 'error' | 'info';

/** An inline message. Errors interrupt screen readers (role=alert); notices wait. */
export const Alert = ({ tone, children, action }: { tone: Tone; children: ReactNode; action?: ReactNode }) => (
  <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
    <Icon name={tone === 'error' ? 'alert' : 'info'} className="alert-icon" />
    <div className="alert-body">{children}</div>
    {action ? <div className="alert-action">{action}</div> : null}
  </div>
);

import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon';

type StatusTone = 'progress' | 'success' | 'error' | 'mail';

/**
 * The state panel of the link-driven auth screens (confirm, callback, invite, reset):
 * an icon, what is happening, and what the user can do next. Errors interrupt screen
 * readers; everything else is announced politely.
 */
export const AuthStatus = ({ tone, children, actions }: { tone: StatusTone; children: ReactNode; actions?: ReactNode }) => (
  <div className={`auth-status auth-status-${tone}`} data-tone={tone}>
    <div className="auth-status-icon" aria-hidden="true">
      {tone === 'progress' ? <span className="spinner-circle" /> : null}
      {tone === 'success' ? <Icon name="checkCircle" size={28} /> : null}
      {tone === 'error' ? <Icon name="alert" size={28} /> : null}
      {tone === 'mail' ? <Icon name="mail" size={28} /> : null}
    </div>
    <div className="auth-status-message" role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
    {actions ? <div className="auth-status-actions">{actions}</div> : null}
  </div>
);

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon';

export const TOAST_TONES = ['success', 'error', 'info', 'warning'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** Spec section 9: notifications hide after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 5;

export interface ToastOptions {
  tone: ToastTone;
  /** Already translated. */
  message: string;
  /** Optional bold first line, already translated. */
  title?: string;
  /** Milliseconds until it hides; null keeps it until closed. @default 5000 */
  durationMs?: number | null;
}

type ShortcutOptions = Omit<ToastOptions, 'tone' | 'message'>;

export interface ToastApi {
  /** Shows a toast and returns its id (for dismiss). */
  show: (toast: ToastOptions) => string;
  success: (message: string, options?: ShortcutOptions) => string;
  error: (message: string, options?: ShortcutOptions) => string;
  info: (message: string, options?: ShortcutOptions) => string;
  warning: (message: string, options?: ShortcutOptions) => string;
  dismiss: (id: string) => void;
}

interface ToastItem extends ToastOptions {
  id: string;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastTone, IconName> = { success: 'check', error: 'alert', info: 'info', warning: 'alert' };

const Toast = ({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) => {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs === undefined ? TOAST_DURATION_MS : toast.durationMs);

  // Hovering or focusing a toast pauses its timer, so it can be read or closed in time.
  useEffect(() => {
    const left = remaining.current;
    if (left === null || paused) return undefined;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), left);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - startedAt));
    };
  }, [paused, onDismiss, toast.id]);

  const urgent = toast.tone === 'error' || toast.tone === 'warning';
  return (
    <div
      className={`toast toast-${toast.tone}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      data-tone={toast.tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon name={ICONS[toast.tone]} className="toast-icon" />
      <div className="toast-body">
        {toast.title ? <p className="toast-title">{toast.title}</p> : null}
        <p className="toast-message">{toast.message}</p>
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={t('ui.toast.close')}
        title={t('ui.toast.close')}
        onClick={() => onDismiss(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
};

/** Holds the toasts of the whole app and renders them top right. Wrap the app once. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((toast: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    // The same message again replaces the one showing (and restarts its time) instead of stacking.
    setToasts((current) =>
      [...current.filter((shown) => shown.tone !== toast.tone || shown.message !== toast.message), { ...toast, id }].slice(
        -MAX_VISIBLE,
      ),
    );
    return id;
  }, []);

  const api = useMemo<ToastApi>(() => {
    const shortcut = (tone: ToastTone) => (message: string, options?: ShortcutOptions) => show({ ...options, tone, message });
    return {
      show,
      dismiss,
      success: shortcut('success'),
      error: shortcut('error'),
      info: shortcut('info'),
      warning: shortcut('warning'),
    };
  }, [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toast-region" aria-label={t('ui.toast.region')}>
        {/* Not a list: each toast is a status or alert region, which a list item cannot be. */}
        <div className="toast-list">
          {toasts.map((toast) => (
            <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
};

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};

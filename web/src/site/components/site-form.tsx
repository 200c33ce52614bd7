import type { FormEvent, ReactNode } from 'react';
import { useSite } from '../site-context';
import type { useSiteForm } from '../use-site-form';
import { Honeypot } from './fields';

type FormControl = ReturnType<typeof useSiteForm>;

/**
 * A site form: the honeypot, the submit button (waiting for the form ticket), and the
 * refusal or success message read out by screen readers. The server checks every field and
 * answers with the spec's messages, so the browser's own checks are off.
 */
export const SiteForm = ({
  form,
  submitLabel,
  successMessage,
  labelledBy,
  children,
}: {
  form: FormControl;
  submitLabel: string;
  successMessage?: string;
  labelledBy: string;
  children: ReactNode;
}) => {
  const { chrome } = useSite();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const waiting = form.ticket.kind === 'loading';
  return (
    <form className="site-form" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {children}
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <div role="alert" className="site-form-alert-slot">
        {form.ticket.kind === 'failed' && (
          <p className="site-alert site-alert-error">
            {form.ticket.message}{' '}
            <button type="button" className="site-link-button" onClick={() => void form.retryTicket()}>
              {chrome.forms.retry}
            </button>
          </p>
        )}
        {form.state.kind === 'error' && <p className="site-alert site-alert-error">{form.state.message}</p>}
      </div>
      <div role="status" className="site-form-alert-slot">
        {form.state.kind === 'done' && successMessage && <p className="site-alert site-alert-success">{successMessage}</p>}
      </div>
      <button type="submit" className="site-button site-button-primary site-button-large" disabled={waiting || form.state.kind === 'sending' || form.ticket.kind === 'failed'}>
        {waiting ? chrome.forms.loading : form.state.kind === 'sending' ? chrome.forms.sending : submitLabel}
      </button>
    </form>
  );
};

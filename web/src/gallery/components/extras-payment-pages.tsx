// The gallery extras paid at confirmation (issue 25 point 4), as the client sees them around
// Stripe's page: the frozen draft while a Checkout is open (no edits; back to the payment, or
// cancel it and edit again), and
// the return from Stripe (`?checkout_session=…`): "pago recibido, selección confirmada", or
// "pendiente de confirmar" while the payment is still being told (polled every few seconds, for a
// minute at most, then on demand), or back to the editable draft when it was not paid.
import { useEffect, useState } from 'react';
import type { GalleryBranding, GalleryData } from '@fotostudio/shared/contracts/gallery';
import { codeOfError, galleryApi } from '../api';
import { useMoney } from '../format';
import { useI18n } from '../i18n';
import { Page } from './pages';

/** The return asks again this often while the payment is pending, this many times (a minute), then waits for the client. */
export const RETURN_POLL_MS = 2_500;
const RETURN_POLLS_MAX = 24;

interface FrozenProps {
  linkKey: string;
  gallery: GalleryData;
  checkout: NonNullable<GalleryData['extrasCheckout']>;
  /** The Checkout was cancelled: the gallery opens again on its draft (`released`), or it was paid meanwhile. */
  onCancelled: (released: boolean) => void;
}

export const ExtrasFrozenPage = ({ linkKey, gallery, checkout, onCancelled }: FrozenProps) => {
  const { t, m, language } = useI18n();
  const money = useMoney();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = (): void => {
    setCancelling(true);
    setError(null);
    galleryApi.cancelExtras(linkKey).then(
      (answer) => onCancelled(answer.released),
      (failure: unknown) => {
        setCancelling(false);
        setError(codeOfError(failure, 'general.unknown'));
      },
    );
  };
  const time = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-ES', { hour: '2-digit', minute: '2-digit' }).format(new Date(checkout.expiresAt));
  return (
    <Page title={t('extras.frozenTitle')} branding={gallery.branding} look={gallery.look}>
      <p>{t('extras.frozenText', { amount: money(checkout.amountCents), time })}</p>
      {error && (
        <p className="g-error" role="alert">
          {m(error)}
        </p>
      )}
      <div className="g-dialog-foot">
        <button type="button" className="g-button g-button-secondary" onClick={cancel} disabled={cancelling}>
          {cancelling ? t('extras.cancelling') : t('extras.cancelPayment')}
        </button>
        <a className="g-button" href={checkout.url}>
          {t('extras.backToPayment')}
        </a>
      </div>
    </Page>
  );
};

type ReturnState = { kind: 'checking' } | { kind: 'pending'; polls: number } | { kind: 'confirmed' } | { kind: 'failed'; code: string };

interface ExtrasReturnProps {
  linkKey: string;
  checkoutSessionId: string;
  /** The payment did not happen (expired, failed): the gallery opens again on its draft. */
  onNotPaid: () => void;
}

export const ExtrasReturnPage = ({ linkKey, checkoutSessionId, onNotPaid }: ExtrasReturnProps) => {
  const { t, m } = useI18n();
  const [state, setState] = useState<ReturnState>({ kind: 'checking' });
  const [branding, setBranding] = useState<GalleryBranding | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    galleryApi.brand(linkKey).then(
      (answer) => current && setBranding(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [linkKey]);

  useEffect(() => {
    let current = true;
    galleryApi.extrasReturn(linkKey, checkoutSessionId).then(
      (answer) => {
        if (!current) return;
        if (answer.confirmed) setState({ kind: 'confirmed' });
        else if (answer.state === 'expired' || answer.state === 'failed') onNotPaid();
        else setState((previous) => ({ kind: 'pending', polls: previous.kind === 'pending' ? previous.polls + 1 : 1 }));
      },
      (error: unknown) => current && setState({ kind: 'failed', code: codeOfError(error, 'general.unknown') }),
    );
    return () => {
      current = false;
    };
  }, [linkKey, checkoutSessionId, attempt, onNotPaid]);

  // Pending: asked again a few seconds later (the webhook's confirmation may come first), for a minute.
  const polls = state.kind === 'pending' ? state.polls : 0;
  useEffect(() => {
    if (state.kind !== 'pending' || polls >= RETURN_POLLS_MAX) return undefined;
    const timer = window.setTimeout(() => setAttempt((n) => n + 1), RETURN_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [state.kind, polls]);

  if (state.kind === 'confirmed') {
    return (
      <Page title={t('extras.paidTitle')} branding={branding}>
        <p role="status">{t('extras.paidText', { business: branding?.businessName ?? '' })}</p>
      </Page>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Page title={t('error.title')} branding={branding}>
        <p role="alert">{m(state.code)}</p>
        <button type="button" className="g-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('extras.checkAgain')}
        </button>
      </Page>
    );
  }
  return (
    <Page title={t('extras.pendingTitle')} branding={branding}>
      <p role="status" aria-busy={state.kind === 'checking'}>
        {t('extras.pendingText')}
      </p>
      {state.kind === 'pending' && polls >= RETURN_POLLS_MAX && (
        <button type="button" className="g-button" onClick={() => setState({ kind: 'pending', polls: 0 })}>
          {t('extras.checkAgain')}
        </button>
      )}
    </Page>
  );
};

import { getPaymentsAccount, refreshPaymentsAccount, startOnboarding, updatePaymentMethods, type PaymentMethods } from '@fotostudio/shared/contracts/payments';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';
import { bizumMaxCentsOf, eurosOf, stripeReturnOf } from '../utils/stripe-connect';

const STATE_TONE = { not_connected: 'info', details_missing: 'warning', charges_enabled: 'success', payouts_enabled: 'success' } as const;

/**
 * Settings → Billing → Stripe (issue 25 point 1): "Conectar con Stripe" opens Stripe's onboarding
 * for the photographer's own account; the state (details missing, charges enabled, payouts
 * enabled) is read again on return and kept current by Stripe's webhook; the payment methods
 * clients will be offered. No key or secret ever reaches this page.
 */
export const StripeConnectSection = () => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const [search, setSearch] = useSearchParams();
  const { data: account, error, mutate } = useRoute(getPaymentsAccount);
  const writes = { writes: (saved: NonNullable<typeof account>) => [cacheWrite(getPaymentsAccount, {}, saved)] };
  const refresh = useRouteMutation(refreshPaymentsAccount, writes);
  const onboarding = useRouteMutation(startOnboarding);
  const save = useRouteMutation(updatePaymentMethods, writes);
  const [methods, setMethods] = useState<PaymentMethods | null>(null);
  const [bizumEuros, setBizumEuros] = useState('');
  const [bizumError, setBizumError] = useState<string | null>(null);
  const returned = stripeReturnOf(search.get('stripe'));
  const handledReturn = useRef(false);

  // Back from Stripe: read the account again once, and drop the marker from the address.
  useEffect(() => {
    if (!returned || handledReturn.current) return;
    handledReturn.current = true;
    if (returned === 'return') void refresh.trigger({}).catch((caught: unknown) => catalogueToast.showError(caught, 'payments.load_failed'));
    const next = new URLSearchParams(search);
    next.delete('stripe');
    setSearch(next, { replace: true });
  }, [returned, refresh, search, setSearch, catalogueToast]);

  useEffect(() => {
    if (account && !methods) {
      setMethods(account.methods);
      setBizumEuros(eurosOf(account.methods.bizumMaxCents));
    }
  }, [account, methods]);

  if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
  if (!account || !methods) return <Spinner label={t('billing.stripe.loading')} />;

  const connect = async () => {
    try {
      const { url } = await onboarding.trigger({ body: { accountType: 'standard' } });
      window.location.assign(url);
    } catch (caught) {
      catalogueToast.showError(caught, 'payments.connect_failed');
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const bizumMaxCents = bizumMaxCentsOf(bizumEuros);
    if (methods.bizum && bizumMaxCents === undefined) {
      setBizumError(t('billing.stripe.methods.bizumMaxInvalid'));
      return;
    }
    setBizumError(null);
    try {
      const saved = await save.trigger({ body: { ...methods, bizumMaxCents: bizumMaxCents ?? methods.bizumMaxCents } });
      setMethods(saved.methods);
      toast.success(t('billing.stripe.methods.saved'));
    } catch (caught) {
      catalogueToast.showError(caught, 'payments.save_failed');
    }
  };

  const set = (change: Partial<PaymentMethods>) => setMethods({ ...methods, ...change });
  const connected = account.state !== 'not_connected';

  return (
    <section className="card settings-section" aria-labelledby="stripe-title">
      <h2 id="stripe-title" className="form-section-title">
        {t('billing.stripe.title')}
      </h2>
      <p>{t('billing.stripe.explanation')}</p>
      {returned === 'refresh' ? <Alert tone="warning">{t('billing.stripe.linkExpired')}</Alert> : null}
      <div role="status" aria-live="polite">
        {refresh.isMutating ? (
          <Spinner label={t('billing.stripe.refreshing')} />
        ) : (
          <Alert tone={STATE_TONE[account.state]}>{t(`billing.stripe.state.${account.state}`)}</Alert>
        )}
      </div>
      {connected ? (
        <ul className="billing-stripe-checks">
          <li>{t(account.detailsSubmitted ? 'billing.stripe.check.detailsSubmitted' : 'billing.stripe.check.detailsMissing', { count: account.requirementsDue.length })}</li>
          <li>{t(account.chargesEnabled ? 'billing.stripe.check.chargesEnabled' : 'billing.stripe.check.chargesDisabled')}</li>
          <li>{t(account.payoutsEnabled ? 'billing.stripe.check.payoutsEnabled' : 'billing.stripe.check.payoutsDisabled')}</li>
          {account.methods.bizum ? <li>{t(account.bizumActive ? 'billing.stripe.check.bizumActive' : 'billing.stripe.check.bizumPending')}</li> : null}
        </ul>
      ) : null}
      <div className="billing-settings-actions">
        {account.state === 'not_connected' || account.state === 'details_missing' ? (
          <Button pending={onboarding.isMutating} onClick={() => void connect()} icon={<Icon name="check" size={18} />}>
            {t(connected ? 'billing.stripe.continue' : 'billing.stripe.connect')}
          </Button>
        ) : null}
        {connected ? (
          <Button variant="secondary" pending={refresh.isMutating} onClick={() => void refresh.trigger({}).catch((caught: unknown) => catalogueToast.showError(caught, 'payments.load_failed'))}>
            {t('billing.stripe.refresh')}
          </Button>
        ) : null}
      </div>
      {account.stripeAccountId ? <p className="form-hint">{t('billing.stripe.accountId', { id: account.stripeAccountId })}</p> : null}

      <h3 id="stripe-methods-title" className="form-section-title">
        {t('billing.stripe.methods.title')}
      </h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="form-grid" role="group" aria-labelledby="stripe-methods-title">
          <div className="form-grid-full">
            <Checkbox label={t('billing.stripe.methods.card')} checked={methods.card} onChange={(event) => set({ card: event.target.checked })} />
            <p className="form-hint">{t('billing.stripe.methods.cardHint')}</p>
          </div>
          <div className="form-grid-full">
            <Checkbox label={t('billing.stripe.methods.bizum')} checked={methods.bizum} onChange={(event) => set({ bizum: event.target.checked })} />
          </div>
          {methods.bizum ? (
            <TextField
              label={t('billing.stripe.methods.bizumMax')}
              name="bizumMax"
              inputMode="decimal"
              value={bizumEuros}
              trailing="€"
              hint={t('billing.stripe.methods.bizumMaxHint')}
              error={bizumError}
              onChange={(event) => {
                setBizumEuros(event.target.value);
                setBizumError(null);
              }}
            />
          ) : null}
          <div className="form-grid-full">
            <Checkbox label={t('billing.stripe.methods.sepaDebit')} checked={methods.sepaDebit} onChange={(event) => set({ sepaDebit: event.target.checked })} />
            <p className="form-hint">{t('billing.stripe.methods.sepaDebitHint')}</p>
          </div>
        </div>
        <div className="billing-settings-actions">
          <Button type="submit" pending={save.isMutating} icon={<Icon name="check" size={18} />}>
            {t('billing.stripe.methods.save')}
          </Button>
        </div>
      </form>
    </section>
  );
};

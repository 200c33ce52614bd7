import { cancelAccountClosure, confirmAccountClosure, getAccountClosure, requestAccountClosure } from '@fotostudio/shared/contracts/account-closure';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';

/** The confirmation mail's link lands on the data tab with this parameter. */
export const CLOSE_TOKEN_PARAM = 'closeToken';

/**
 * Closing the account: asked for here, confirmed from the link mailed to the account's
 * address, then 60 days to download the data (the section above) or reopen the account before
 * everything is deleted; invoices and VERI*FACTU records are kept for the period the law sets.
 */
export const AccountClosureSettings = () => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const catalogueToast = useCatalogueToast();
  const [search, setSearch] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  const { data, error, mutate } = useRoute(getAccountClosure, {});
  const writes = { writes: (answer: { closure: unknown }) => [cacheWrite(getAccountClosure, {}, answer as never)] };
  const request = useRouteMutation(requestAccountClosure, writes);
  const confirm = useRouteMutation(confirmAccountClosure, writes);
  const cancel = useRouteMutation(cancelAccountClosure, writes);

  // The mailed link: confirm once, then take the token out of the address.
  const token = search.get(CLOSE_TOKEN_PARAM);
  const confirming = useRef(false);
  useEffect(() => {
    if (!token || confirming.current) return;
    confirming.current = true;
    const next = new URLSearchParams(search);
    next.delete(CLOSE_TOKEN_PARAM);
    setSearch(next, { replace: true });
    confirm
      .trigger({ body: { token } })
      .then(() => toast.success(t('settings.closure.confirmed')))
      .catch((failure: unknown) => setConfirmFailure(errorMessage((failure as { code?: string }).code ?? 'general.unknown')));
  }, [token, search, setSearch, confirm, toast, t, errorMessage]);

  if (!data) {
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('settings.closure.loading')} />;
  }
  const closure = data.closure;
  const onRequest = () =>
    void request
      .trigger({})
      .then((answer) => {
        setAsking(false);
        toast.success(t('settings.closure.mailSent', { email: answer.closure?.emailedTo ?? '' }));
      })
      .catch((failure: unknown) => {
        setAsking(false);
        catalogueToast.showError(failure);
      });
  const onCancel = (message: string) =>
    void cancel
      .trigger({})
      .then(() => toast.success(message))
      .catch((failure: unknown) => catalogueToast.showError(failure));

  return (
    <section className="card settings-section" aria-labelledby="account-closure-title">
      <header className="settings-section-header">
        <h2 id="account-closure-title" className="card-title">
          {t('settings.closure.title')}
        </h2>
        {!closure && <p className="card-intro">{t('settings.closure.intro')}</p>}
      </header>
      {confirm.isMutating && <Spinner label={t('settings.closure.confirming')} />}
      {confirmFailure && <Alert tone="error">{confirmFailure}</Alert>}
      {!closure && (
        <Button variant="danger" onClick={() => setAsking(true)}>
          {t('settings.closure.actions.close')}
        </Button>
      )}
      {closure?.status === 'requested' && (
        <>
          <Alert tone="info">{t('settings.closure.requested', { email: closure.emailedTo, date: formatDate(closure.requestedAt) })}</Alert>
          <div className="form-actions">
            <Button variant="secondary" pending={request.isMutating} onClick={onRequest}>
              {t('settings.closure.actions.resend')}
            </Button>
            <Button variant="secondary" pending={cancel.isMutating} onClick={() => onCancel(t('settings.closure.withdrawn'))}>
              {t('settings.closure.actions.withdraw')}
            </Button>
          </div>
        </>
      )}
      {closure?.status === 'closed' && closure.deleteOn && (
        <>
          <Alert tone="warning">
            {t('settings.closure.closed', { date: formatDate(closure.deleteOn), keptUntil: formatDate(closure.recordsKeptUntil ?? closure.deleteOn) })}
          </Alert>
          <Button variant="primary" pending={cancel.isMutating} onClick={() => onCancel(t('settings.closure.reopened'))}>
            {t('settings.closure.actions.reopen')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('settings.closure.dialog.title')}
        confirmLabel={t('settings.closure.dialog.confirm')}
        danger
        pending={request.isMutating}
        onConfirm={onRequest}
        onCancel={() => setAsking(false)}
      >
        <p>{t('settings.closure.dialog.body')}</p>
        <ul>
          <li>{t('settings.closure.dialog.window')}</li>
          <li>{t('settings.closure.dialog.deleted')}</li>
          <li>{t('settings.closure.dialog.kept')}</li>
        </ul>
      </ConfirmDialog>
    </section>
  );
};

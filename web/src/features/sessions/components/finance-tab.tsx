import { getSessionFinance, type SessionFinance } from '@fotostudio/shared/contracts/sessions';
import { formatMoneyInput } from '@fotostudio/shared/format/money-input';
import { clientBalanceCents } from '@fotostudio/shared/sessions/session-finance';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useFormatMoney } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useLanguage } from '../../../i18n/use-language';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { usePreferences } from '../../../lib/preferences';
import { useRoute } from '../../../lib/use-route';
import { useUpdateSessionFinance } from '../api/update-session-finance';
import { checkFinanceStep, fieldOfCode, financeUpdateOf, type SessionFormErrors } from '../utils/session-form';
import { FinanceFields } from './finance-fields';
import { SessionFacts } from './session-facts';

const FinanceEditor = ({ sessionId, finance, onDone }: { sessionId: string; finance: SessionFinance; onDone: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useCatalogueToast();
  const { currency } = usePreferences();
  const { language } = useLanguage();
  const update = useUpdateSessionFinance();
  const [totalPrice, setTotalPrice] = useState(() => formatMoneyInput(finance.totalPriceCents, currency, language));
  const [paid, setPaid] = useState(() => formatMoneyInput(finance.paidCents, currency, language));
  const [errors, setErrors] = useState<SessionFormErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isMutating) return;
    const checked = checkFinanceStep({ totalPrice, paid }, finance.basePriceCents, currency, finance);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const change = financeUpdateOf(finance, checked.finance);
    if (!change) {
      onDone();
      return;
    }
    try {
      await update.trigger({ params: { sessionId }, body: change });
      toast.showCode('sessions.finance_updated');
      onDone();
    } catch (error) {
      const code = shownErrorCodeOf(error);
      if (!code) return;
      const field = fieldOfCode(code);
      if (field === 'paid' || field === 'totalPrice') setErrors({ [field]: { code } });
      toast.showCode('sessions.finance_update_failed', { msg: errorMessage(code) });
    }
  };

  return (
    <form className="modal-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('sessions.finance.editLabel')}>
      <FinanceFields
        basePriceCents={finance.basePriceCents}
        totalPrice={totalPrice}
        paid={paid}
        recordedPaidCents={finance.recordedPaidCents}
        errors={errors}
        onTotalChange={setTotalPrice}
        onPaidChange={setPaid}
      />
      <div className="session-tab-actions">
        <Button variant="secondary" disabled={update.isMutating} onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" pending={update.isMutating}>
          {update.isMutating ? t('ui.saving') : t('ui.save')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The session's finance: base (the package's), total, paid and remaining, editable. Beyond
 * the read limit the API answers an empty placeholder: that is said, not shown as zeros.
 */
export const FinanceTab = ({ sessionId, visited }: { sessionId: string; visited: boolean }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  // Reads are limited (10 a minute per session, then an empty placeholder): read when the tab opens, not again on focus or reconnect.
  const finance = useRoute(getSessionFinance, visited ? { params: { sessionId } } : null, { revalidateOnFocus: false, revalidateOnReconnect: false });
  const [editing, setEditing] = useState(false);

  if (finance.error && !finance.data) {
    return <LoadError message={errorMessage('sessions.finance_load_failed')} retryLabel={t('common.retry')} onRetry={() => void finance.mutate()} />;
  }
  if (!finance.data) return <Spinner label={t('sessions.finance.loading')} />;
  const data = finance.data.finance;
  if (data.placeholder) {
    return (
      <Alert
        tone="info"
        action={
          <Button variant="secondary" onClick={() => void finance.mutate()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorMessage('sessions.finance_placeholder')}
      </Alert>
    );
  }
  if (editing) return <FinanceEditor sessionId={sessionId} finance={data} onDone={() => setEditing(false)} />;

  const rows: [string, string][] = [
    [t('sessions.finance.base'), formatMoney(data.basePriceCents)],
    [t('sessions.finance.total'), formatMoney(data.totalPriceCents)],
    [t('sessions.finance.paid'), formatMoney(data.paidCents)],
    data.remainingCents < 0
      ? [t('sessions.finance.clientBalance'), formatMoney(clientBalanceCents(data))]
      : [t('sessions.finance.remaining'), formatMoney(data.remainingCents)],
    ...(data.recordedPaidCents > 0 ? [[t('sessions.finance.recordedPaid'), formatMoney(data.recordedPaidCents)] satisfies [string, string]] : []),
    [t('sessions.finance.extraPhotos'), String(data.extraPhotos)],
    [t('sessions.finance.additionalProducts'), formatMoney(data.additionalProductsCents)],
    [t('sessions.finance.completeGalleryPrice'), formatMoney(data.completeGalleryPriceCents)],
    [
      t('sessions.finance.selection'),
      data.selectionVersion === null ? t('sessions.finance.noSelection') : t('sessions.finance.selectionVersion', { version: data.selectionVersion }),
    ],
  ];
  return (
    <div className="session-finance">
      <SessionFacts rows={rows} />
      {data.remainingCents < 0 ? <p className="field-hint">{t('sessions.finance.clientBalanceHint')}</p> : null}
      <p className="field-hint">{t('sessions.finance.selectionHint')}</p>
      <div className="session-tab-actions">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('sessions.finance.edit')}
        </Button>
      </div>
    </div>
  );
};

// What the photographer does with a sent agreement before it is signed (issue 26's lifecycle,
// docs/agreements.md "Reminders, expiry, declining"): remind its signers now (at most once a day),
// extend its expiry (the same links), or resend it (new links, the old ones closed), the last two
// also once it has expired.
import { AGREEMENT_EXPIRY_DAYS_DEFAULT, AGREEMENT_EXPIRY_DAYS_MAX, OPEN_STATUSES, RENEWABLE_STATUSES } from '@fotostudio/shared/agreements/agreement-status';
import { getAgreement, listAgreements, type Agreement } from '@fotostudio/shared/contracts/agreements';
import { extendAgreement, remindAgreement, resendAgreement } from '@fotostudio/shared/contracts/agreement-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';

type Renewal = 'extend' | 'resend';

export const AgreementLifecycleActions = ({ agreement }: { agreement: Agreement }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const invalidates = [listAgreements, getAgreement];
  const remind = useRouteMutation(remindAgreement, { invalidates });
  const extend = useRouteMutation(extendAgreement, { invalidates });
  const resend = useRouteMutation(resendAgreement, { invalidates });
  const [renewing, setRenewing] = useState<Renewal | null>(null);
  const [days, setDays] = useState(String(agreement.expiresInDays || AGREEMENT_EXPIRY_DAYS_DEFAULT));
  const open = OPEN_STATUSES.includes(agreement.status);
  const waiting = agreement.signers.some((signer) => signer.status === 'sent' || signer.status === 'viewed');
  const renewable = RENEWABLE_STATUSES.includes(agreement.status);
  if (!renewable) return null;

  const remindNow = async () => {
    try {
      await remind.trigger({ params: { agreementId: agreement.agreementId } });
      toast.success(t('agreements.lifecycle.reminded'));
    } catch (error) {
      toast.error(errorMessage(shownErrorCodeOf(error) ?? 'agreements.remind_failed'));
    }
  };

  const chosenDays = Number(days);
  const daysValid = Number.isInteger(chosenDays) && chosenDays >= 1 && chosenDays <= AGREEMENT_EXPIRY_DAYS_MAX;
  const renewNow = async (renewal: Renewal) => {
    if (!daysValid) return;
    try {
      const input = { params: { agreementId: agreement.agreementId }, body: { expiresInDays: chosenDays } };
      await (renewal === 'extend' ? extend.trigger(input) : resend.trigger(input));
      toast.success(t(renewal === 'extend' ? 'agreements.lifecycle.extended' : 'agreements.lifecycle.resent'));
      setRenewing(null);
    } catch (error) {
      toast.error(errorMessage(shownErrorCodeOf(error) ?? 'agreements.renew_failed'));
    }
  };

  return (
    <>
      {open && waiting ? (
        <Button variant="secondary" pending={remind.isMutating} onClick={() => void remindNow()}>
          {t('agreements.lifecycle.remind')}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => setRenewing('extend')}>
        {t('agreements.lifecycle.extend')}
      </Button>
      <Button variant="secondary" onClick={() => setRenewing('resend')}>
        {t('agreements.lifecycle.resend')}
      </Button>
      <ConfirmDialog
        open={renewing !== null}
        title={t(renewing === 'resend' ? 'agreements.lifecycle.resendTitle' : 'agreements.lifecycle.extendTitle')}
        confirmLabel={t(renewing === 'resend' ? 'agreements.lifecycle.resend' : 'agreements.lifecycle.extend')}
        pending={extend.isMutating || resend.isMutating}
        onConfirm={() => renewing && void renewNow(renewing)}
        onCancel={() => setRenewing(null)}
      >
        <p>{t(renewing === 'resend' ? 'agreements.lifecycle.resendMessage' : 'agreements.lifecycle.extendMessage')}</p>
        <TextField
          label={t('agreements.lifecycle.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={AGREEMENT_EXPIRY_DAYS_MAX}
          value={days}
          error={daysValid ? null : t('agreements.lifecycle.daysInvalid', { max: AGREEMENT_EXPIRY_DAYS_MAX })}
          onChange={(event) => setDays(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
};

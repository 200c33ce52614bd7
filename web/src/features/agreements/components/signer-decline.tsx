// "Rechazar" on the signer's page (issue 26's lifecycle, docs/agreements.md "Declining"): the
// signer declines the agreement, with an optional reason, after confirming in a dialog. Its own
// component and route (POST /api/agreements/sign/{token}/decline), apart from the signing form.
// Once declined, the page shows that the studio was told, instead of the button.
import { AGREEMENT_DECLINE_REASON_MAX } from '@fotostudio/shared/agreements/agreement-status';
import { getSignerAgreement, type SignerAgreement } from '@fotostudio/shared/contracts/agreements';
import { declineSignerAgreement } from '@fotostudio/shared/contracts/agreement-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { cacheWrite, useRouteMutation } from '../../../lib/use-route';

export const SignerDecline = ({ token, agreement }: { token: string; agreement: SignerAgreement }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const params = { agreementToken: token };
  const decline = useRouteMutation(declineSignerAgreement, {
    // The answer is the agreement as declined: the page shows it without reading the (now closed) link again.
    writes: (answer) => [cacheWrite(getSignerAgreement, { params }, answer)],
  });
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (agreement.signer.status === 'declined') {
    return (
      <Alert tone="success">
        <strong>{t('agreements.decline.doneTitle')}</strong> {t('agreements.decline.done', { studio: agreement.studio.name })}
      </Alert>
    );
  }
  if (agreement.status !== 'sent' && agreement.status !== 'viewed') return null;

  const declineNow = async () => {
    setFailure(null);
    try {
      await decline.trigger({ params, body: reason.trim() ? { reason: reason.trim() } : {} });
      setAsking(false);
    } catch (error) {
      setFailure(errorMessage(shownErrorCodeOf(error) ?? 'agreements.decline_failed'));
    }
  };

  return (
    <div className="signer-decline">
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('agreements.decline.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        danger
        title={t('agreements.decline.title')}
        confirmLabel={t('agreements.decline.confirm')}
        pending={decline.isMutating}
        onConfirm={() => void declineNow()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('agreements.decline.message', { studio: agreement.studio.name })}</p>
        <TextAreaField
          label={t('agreements.decline.reason')}
          hint={t('agreements.decline.reasonHint', { studio: agreement.studio.name })}
          value={reason}
          maxLength={AGREEMENT_DECLINE_REASON_MAX}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
};

import { OPEN_STATUSES } from '@fotostudio/shared/agreements/agreement-status';
import { getAgreement, listAgreements, withdrawAgreement, type Agreement, type AgreementSigner } from '@fotostudio/shared/contracts/agreements';
import { getAgreementPdf } from '@fotostudio/shared/contracts/agreement-actions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementStatusBadge } from '../../../components/agreement-list';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, shownErrorCodeOf } from '../../../lib/api-client';
import { downloadFromUrl } from '../../../lib/download-link';
import { useRouteMutation } from '../../../lib/use-route';
import { AgreementCountersign } from './agreement-countersign';
import { AgreementLifecycleActions } from './agreement-lifecycle-actions';
import { AgreementPreview } from './agreement-preview';

/** A signer's state and private link, to copy (for WhatsApp) while the agreement is open. */
const SignerLink = ({ signer, open }: { signer: AgreementSigner; open: boolean }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(signer.link ?? '');
      toast.success(t('agreements.detail.copied'));
    } catch {
      toast.error(errorMessage('general.unknown'));
    }
  };
  return (
    <li className="agreement-signer">
      <div className="agreement-signer-head">
        <span className="catalog-name">
          {signer.name} &lt;{signer.email}&gt;
        </span>
        <Badge tone={signer.status === 'signed' ? 'success' : 'neutral'}>{t(`agreements.signerStatus.${signer.status}`)}</Badge>
        {signer.signedAt ? <span>{t('agreements.detail.signedAt', { date: formatDate(signer.signedAt.slice(0, 10)) })}</span> : null}
      </div>
      {signer.declineReason ? <p className="agreement-signer-reason">{t('agreements.lifecycle.declineReason', { reason: signer.declineReason })}</p> : null}
      {open && signer.link ? (
        <div className="share-link-address">
          <TextField label={t('agreements.detail.link', { name: signer.name })} readOnly value={signer.link} onFocus={(event) => event.target.select()} />
          <Button variant="secondary" icon={<Icon name="copy" size={18} />} aria-label={t('agreements.detail.copyLink', { name: signer.name })} onClick={() => void copy()}>
            {t('agreements.detail.copy')}
          </Button>
        </div>
      ) : null}
    </li>
  );
};

/** A sent agreement: its state, dates, signers with their links, the document, and withdrawal while it is open. */
export const AgreementSentView = ({ agreement, onClose }: { agreement: Agreement; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const toast = useToast();
  const withdraw = useRouteMutation(withdrawAgreement, { invalidates: [listAgreements, getAgreement] });
  const [confirming, setConfirming] = useState(false);
  const open = OPEN_STATUSES.includes(agreement.status);

  const [downloading, setDownloading] = useState(false);
  const downloadSigned = async () => {
    setDownloading(true);
    try {
      const { file } = await apiRequest(getAgreementPdf, { params: { agreementId: agreement.agreementId } });
      if (file) downloadFromUrl(file.url, file.fileName);
    } catch (error) {
      toast.error(errorMessage(shownErrorCodeOf(error) ?? 'agreements.load_failed'));
    } finally {
      setDownloading(false);
    }
  };

  const withdrawNow = async () => {
    try {
      await withdraw.trigger({ params: { agreementId: agreement.agreementId } });
      toast.success(t('agreements.detail.withdrawn'));
    } catch (error) {
      toast.error(errorMessage(shownErrorCodeOf(error) ?? 'agreements.save_failed'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Modal
      open
      title={`${t('agreements.detail.title')}: ${agreement.title}`}
      onClose={onClose}
      footer={
        <>
          <AgreementLifecycleActions agreement={agreement} />
          {open ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('agreements.detail.withdraw')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="agreement-summary">
        <AgreementStatusBadge status={agreement.status} />
        <span>{t('agreements.detail.template', { version: agreement.templateVersion })}</span>
        {agreement.sentAt ? <span>{t('agreements.detail.sentOn', { date: formatDate(agreement.sentAt) })}</span> : null}
        {agreement.expiresAt && agreement.status !== 'signed' && agreement.status !== 'awaitingCountersignature' ? <span>{t('agreements.detail.expiresOn', { date: formatDate(agreement.expiresAt) })}</span> : null}
        {agreement.signedAt ? <span>{t('agreements.detail.signedOn', { date: formatDate(agreement.signedAt.slice(0, 10)) })}</span> : null}
      </div>
      {agreement.countersign && open ? <p>{t('agreements.countersign.later')}</p> : null}
      {agreement.status === 'awaitingCountersignature' ? <AgreementCountersign agreement={agreement} /> : null}
      {agreement.status === 'signed' ? (
        <div className="agreement-signed">
          <Button icon={<Icon name="download" size={18} />} pending={downloading} onClick={() => void downloadSigned()}>
            {t('agreements.detail.downloadSigned')}
          </Button>
          {agreement.signedPdfSha256 ? <p className="agreement-signed-hash">{t('agreements.detail.signedHash', { hash: agreement.signedPdfSha256 })}</p> : null}
        </div>
      ) : null}
      <h3 className="agreement-preview-title">{t('agreements.detail.signersLegend')}</h3>
      <ul className="agreement-signers">
        {agreement.signers.map((signer) => (
          <SignerLink key={signer.signerId} signer={signer} open={open} />
        ))}
      </ul>
      <AgreementPreview html={agreement.html} />
      <ConfirmDialog
        open={confirming}
        danger
        title={t('agreements.detail.withdrawTitle')}
        confirmLabel={t('agreements.detail.withdraw')}
        pending={withdraw.isMutating}
        onConfirm={() => void withdrawNow()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('agreements.detail.withdrawMessage')}</p>
      </ConfirmDialog>
    </Modal>
  );
};

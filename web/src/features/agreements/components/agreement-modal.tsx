import { getAgreement } from '@fotostudio/shared/contracts/agreements';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { AgreementDraftForm } from './agreement-draft-form';
import { AgreementSentView } from './agreement-sent-view';

/** One agreement: its draft's form until it is sent, then its state, signers and links. */
export const AgreementModal = ({ agreementId, onClose }: { agreementId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const answer = useRoute(getAgreement, { params: { agreementId } });
  if (!answer.data) {
    return (
      <Modal open title={t('agreements.detail.title')} onClose={onClose} size="md" height="auto">
        {answer.error ? (
          <LoadError message={errorMessage(answer.error.code)} retryLabel={t('common.retry')} onRetry={() => void answer.mutate()} />
        ) : (
          <Spinner label={t('agreements.loading')} />
        )}
      </Modal>
    );
  }
  const { agreement } = answer.data;
  return agreement.status === 'draft' ? <AgreementDraftForm key={agreement.updatedAt} agreement={agreement} onClose={onClose} /> : <AgreementSentView agreement={agreement} onClose={onClose} />;
};

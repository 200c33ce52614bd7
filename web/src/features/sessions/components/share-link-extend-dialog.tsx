import { extendShareLink, setShareLinkStatus, SHARE_LINK_DEFAULT_DAYS } from '@fotostudio/shared/contracts/share-links';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { useToast } from '../../../components/ui/toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRouteMutation } from '../../../lib/use-route';
import { shareLinkWrite } from '../api/get-share-link';
import { shareActionErrorCode } from '../utils/share-link-errors';
import { checkExtendDays } from '../utils/share-link-form';
import { ShareLinkDaysField } from './share-link-days-field';

/**
 * The extend-link dialog: 1 to 365 more days. `activate` is the same question when an
 * expired link is switched back on: it is activated and extended by those days from now.
 */
export const ShareLinkExtendDialog = ({
  sessionId,
  validUntil,
  activate,
  onClose,
}: {
  sessionId: string;
  validUntil: string;
  activate: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const problemText = useFieldProblemText('sessions.share.validation');
  const extend = useRouteMutation(extendShareLink, { writes: shareLinkWrite });
  const setStatus = useRouteMutation(setShareLinkStatus, { writes: shareLinkWrite });
  const [days, setDays] = useState(String(SHARE_LINK_DEFAULT_DAYS));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [focusErrorSignal, setFocusErrorSignal] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkExtendDays(days);
    if (checked.days === null) {
      setError(problemText(checked.error));
      setFocusErrorSignal((n) => n + 1);
      return;
    }
    try {
      if (activate) await setStatus.trigger({ params: { sessionId }, body: { active: true, extendDays: checked.days } });
      else await extend.trigger({ params: { sessionId }, body: { days: checked.days } });
      toast.success(activate ? t('sessions.share.activated') : t('sessions.share.extended'));
      onClose();
    } catch (failure) {
      const code = shareActionErrorCode(failure, activate ? 'share.status_change_failed' : 'share.extend_failed');
      if (code) setFormError(errorMessage(code));
    }
  };

  return (
    <FormModal
      title={activate ? t('sessions.share.extend.activateTitle') : t('sessions.share.extend.title')}
      size="md"
      height="auto"
      saving={extend.isMutating || setStatus.isMutating}
      formError={formError}
      focusErrorSignal={focusErrorSignal}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={false}
      submitLabel={activate ? t('sessions.share.extend.activateSubmit') : t('sessions.share.extend.submit')}
      savingLabel={t('sessions.share.extend.saving')}
    >
      <p>
        {activate
          ? t('sessions.share.extend.activateIntro', { date: formatDate(new Date(validUntil)) })
          : t('sessions.share.extend.intro', { date: formatDate(new Date(validUntil)) })}
      </p>
      <ShareLinkDaysField
        label={t('sessions.share.extend.days')}
        value={days}
        error={error}
        onChange={(value) => {
          setDays(value);
          setError(null);
        }}
      />
    </FormModal>
  );
};

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { SupportFeedbackModal } from './support-feedback-modal';
import '../../../styles/support.css';

/** The shell header's "help and feedback" button and the modal it opens (the focus comes back to it). */
export const SupportButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={t('support.open')}
        title={t('support.open')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="help" size={20} />
      </button>
      {open ? <SupportFeedbackModal onClose={close} /> : null}
    </>
  );
};

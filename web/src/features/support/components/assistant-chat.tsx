import { askAssistant, CHAT_MESSAGE_MAX, type ChatTurn } from '@fotostudio/shared/contracts/support';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { checkQuestion, languageOf, withAnswer } from '../utils/support-input';
import '../../../styles/support.css';

/**
 * The assistant chat widget (spec section 2, "Shared UI"): a floating button opening a panel
 * with the conversation, the question field and the reply of the assistant (the deployment's
 * chat webhook, through the API). The question stays in its field until it is answered, so a
 * failure loses nothing; the reply is also read out by a polite live region. Escape or the
 * close button closes the panel and gives the focus back to the button.
 */
export const AssistantChat = () => {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const errorMessage = useErrorMessage();
  const ask = useRouteMutation(askAssistant);
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [conversation, setConversation] = useState<ChatTurn[]>([]);
  const [announced, setAnnounced] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sending = ask.isMutating;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [conversation, sending]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const send = async () => {
    if (sending) return;
    setError(null);
    const checked = checkQuestion(draft, conversation, pathname, languageOf(i18n.language));
    if (!checked.ok) {
      setError(errorMessage(checked.code));
      input.current?.focus();
      return;
    }
    try {
      const { reply } = await ask.trigger({ body: checked.input });
      setConversation((turns) => withAnswer(turns, checked.input.message, reply));
      setAnnounced(reply);
      setDraft('');
    } catch (failure) {
      const code = shownErrorCodeOf(failure);
      if (code) setError(errorMessage(code));
    }
    input.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  // Enter sends, Shift+Enter starts a new line.
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const buttonLabel = open ? t('support.chat.close') : t('support.chat.open');
  return (
    <div className="assistant-chat" onKeyDown={onKeyDown}>
      {open ? (
        <section id={panelId} className="assistant-panel" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <header className="assistant-header">
            <h2 id={titleId}>{t('support.chat.title')}</h2>
            <button type="button" className="icon-button" aria-label={t('support.chat.close')} title={t('support.chat.close')} onClick={close}>
              <Icon name="close" size={18} />
            </button>
          </header>
          <ol className="assistant-log" ref={log} aria-label={t('support.chat.log')}>
            <li className="assistant-turn assistant-turn-assistant">{t('support.chat.intro')}</li>
            {conversation.map((turn, index) => (
              <li key={index} className={`assistant-turn assistant-turn-${turn.role}`}>
                <span className="visually-hidden">{turn.role === 'user' ? t('support.chat.you') : t('support.chat.assistant')}: </span>
                {turn.text}
              </li>
            ))}
            {sending ? (
              <li className="assistant-turn assistant-turn-user assistant-turn-pending">
                <span className="visually-hidden">{t('support.chat.you')}: </span>
                {draft}
              </li>
            ) : null}
          </ol>
          <p className="visually-hidden" role="status" aria-live="polite" data-testid="assistant-live">
            {sending ? t('support.chat.sending') : announced}
          </p>
          {error ? <Alert tone="error">{error}</Alert> : null}
          <form className="assistant-form" onSubmit={onSubmit} noValidate>
            <label htmlFor={inputId} className="visually-hidden">
              {t('support.chat.input')}
            </label>
            <textarea
              id={inputId}
              ref={input}
              className="field-input assistant-input"
              rows={2}
              maxLength={CHAT_MESSAGE_MAX}
              value={draft}
              placeholder={t('support.chat.input')}
              readOnly={sending}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
              onKeyDown={onInputKey}
            />
            <Button type="submit" pending={sending} icon={<Icon name="send" size={18} />}>
              {sending ? t('support.chat.sending') : t('support.chat.send')}
            </Button>
          </form>
        </section>
      ) : null}
      <button
        ref={button}
        type="button"
        className="assistant-toggle"
        aria-label={buttonLabel}
        title={buttonLabel}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? 'close' : 'messageCircle'} size={24} />
      </button>
    </div>
  );
};

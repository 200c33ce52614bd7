import { getContact } from '@fotostudio/shared/contracts/crm';
import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { EmailComposeDialog } from '../../../components/email-compose-dialog';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useCheckedSubmit } from '../../../hooks/use-checked-submit';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useRoute } from '../../../lib/use-route';
import { sendEmailAboutSession } from '../api/send-session-email';
import { checkSessionEmail, type SessionEmailField, type SessionEmailValues } from '../utils/session-email-form';

/**
 * Emails the session's client: to (the client's primary email, once it has loaded), cc,
 * subject and message, and the session as a calendar event when it has a date. A missing
 * or inactive email provider is explained in the dialog, which stays open. The dialog speaks
 * the app's language; the subject it prefills for the client is in the client's preferred
 * language once the client has loaded (the app's when it has none), as the invoice email's.
 */
export const SessionEmailDialog = ({ session, onClose }: { session: SessionSummary; onClose: () => void }) => {
  const { t } = useTranslation();
  const catalogueToast = useCatalogueToast();
  const problemText = useFieldProblemText('sessions.email.validation');
  const client = useRoute(getContact, session.clientId ? { params: { contactId: session.clientId } } : null);
  const clientEmail = client.data?.contact.emails.primary;
  const clientLanguage = client.data?.contact.language ?? undefined;
  const { t: inClientLanguage, ready: clientWordsReady } = useTranslation('sessions', { lng: clientLanguage, useSuspense: false });
  const initial: SessionEmailValues = {
    to: '',
    cc: '',
    subject: t('sessions.email.defaultSubject', { title: session.title }),
    message: '',
    attachCalendar: session.date !== null,
  };
  const [values, setValues] = useState(initial);
  const { errors, clearError, modal } = useCheckedSubmit({
    check: () => checkSessionEmail(values, session.date !== null),
    send: async (body) => {
      await sendEmailAboutSession(session.sessionId, body);
      catalogueToast.showCode('email.sent');
      onClose();
    },
    fallback: 'email.send_failed',
  });
  const [toTouched, setToTouched] = useState(false);
  const [subjectTouched, setSubjectTouched] = useState(false);
  const [prefilledSubject, setPrefilledSubject] = useState(initial.subject);

  // The client's address fills "to" when it arrives, unless the user has typed one already.
  useEffect(() => {
    if (clientEmail && !toTouched) setValues((current) => ({ ...current, to: clientEmail }));
  }, [clientEmail, toTouched]);

  // Likewise the subject, in the client's language once its words have loaded.
  useEffect(() => {
    if (!clientLanguage || !clientWordsReady || subjectTouched) return;
    const subject = inClientLanguage('sessions.email.defaultSubject', { title: session.title });
    setPrefilledSubject(subject);
    setValues((current) => (current.subject === subject ? current : { ...current, subject }));
  }, [clientLanguage, clientWordsReady, subjectTouched, inClientLanguage, session.title]);

  const set = <K extends keyof SessionEmailValues>(field: K, value: SessionEmailValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'to') setToTouched(true);
    if (field === 'subject') setSubjectTouched(true);
    if (field !== 'attachCalendar') clearError(field);
  };
  const problem = (field: SessionEmailField) => problemText(errors[field]);

  const dirty = values.cc !== '' || values.message !== '' || values.subject !== prefilledSubject || toTouched;

  return (
    <EmailComposeDialog
      title={t('sessions.email.title', { name: session.title })}
      values={values}
      problem={problem}
      hints={{ to: client.isLoading ? t('sessions.email.loadingClientEmail') : undefined, cc: t('sessions.email.ccHint') }}
      onChange={set}
      modal={modal}
      unsavedChanges={dirty}
      onClose={onClose}
    >
      {session.date ? (
        <Checkbox
          label={t('sessions.email.attachCalendar')}
          checked={values.attachCalendar}
          onChange={(event) => set('attachCalendar', event.target.checked)}
        />
      ) : null}
    </EmailComposeDialog>
  );
};

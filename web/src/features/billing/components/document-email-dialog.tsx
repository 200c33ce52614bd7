import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailComposeDialog } from '../../../components/email-compose-dialog';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useCheckedSubmit } from '../../../hooks/use-checked-submit';
import { useFieldProblemText } from '../../../hooks/use-field-problem-text';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { sendDocumentEmail } from '../api/document-actions';
import { checkEmailForm, type EmailField, type EmailValues } from '../utils/document-email-form';

type DialogProps = { document: BillingDocument; onSent: () => void; onClose: () => void };

/**
 * Sends a quote or invoice by email with its PDF attached; a draft invoice becomes sent. The
 * prefilled subject and message are in the document's language (the client's, as its PDF), not
 * the app's: the dialog opens once those words have loaded.
 */
export const DocumentEmailDialog = (props: DialogProps) => {
  const { t: inDocumentLanguage, ready } = useTranslation('billing', { lng: props.document.client.language, useSuspense: false });
  if (!ready) return null;
  const { document } = props;
  const kind = inDocumentLanguage(`billing.kind.${document.kind}`);
  const initial: EmailValues = {
    to: document.client.email,
    cc: '',
    subject: inDocumentLanguage('billing.email.defaultSubject', { kind, number: document.number, business: document.issuer.businessName }),
    message: inDocumentLanguage('billing.email.defaultMessage', {
      name: document.client.name,
      kind: kind.toLowerCase(),
      number: document.number,
      business: document.issuer.businessName,
    }),
  };
  return <DocumentEmailForm {...props} initial={initial} />;
};

const DocumentEmailForm = ({ document, onSent, onClose, initial }: DialogProps & { initial: EmailValues }) => {
  const { t } = useTranslation();
  const catalogueToast = useCatalogueToast();
  const problemText = useFieldProblemText('billing.email.validation');
  const kind = t(`billing.kind.${document.kind}`);
  const [values, setValues] = useState<EmailValues>(initial);
  const unsaved = useUnsavedChanges(values);
  const { errors, clearError, modal } = useCheckedSubmit({
    check: () => checkEmailForm(values),
    send: async (body) => {
      await sendDocumentEmail(document.documentId, body);
      catalogueToast.showCode('email.sent');
      onSent();
      onClose();
    },
    fallback: 'email.send_failed',
  });

  const set = (field: EmailField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const problem = (field: EmailField) => problemText(errors[field]);

  return (
    <EmailComposeDialog
      title={t('billing.email.title', { kind, number: document.number })}
      values={values}
      problem={problem}
      hints={{ cc: t('billing.email.ccHint') }}
      onChange={set}
      modal={modal}
      unsavedChanges={unsaved}
      onClose={onClose}
    >
      <p className="field-hint">{t('billing.email.attachment', { kind: kind.toLowerCase(), number: document.number })}</p>
    </EmailComposeDialog>
  );
};

// The photographer's countersignature (issue 26's leftovers, docs/agreements.md "Countersignature"):
// an agreement every signer signed, sent to be signed by the studio after them, waits here. They
// give their name and sign with the signer's own pad (drawn or typed); the server then makes the
// signed PDF and mails it to everyone.
import type { SignatureStrokes } from '@fotostudio/shared/agreements/signing';
import { getAgreement, listAgreements, type Agreement } from '@fotostudio/shared/contracts/agreements';
import { countersignAgreement } from '@fotostudio/shared/contracts/agreement-actions';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { SignaturePad, signatureOf, type SignatureMode } from './signature-pad';

export const AgreementCountersign = ({ agreement }: { agreement: Agreement }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const countersign = useRouteMutation(countersignAgreement, { invalidates: [listAgreements, getAgreement] });
  const nameWrap = useRef<HTMLDivElement>(null);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<SignatureMode>('drawn');
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ name?: ErrorCode; signature?: ErrorCode; form?: ErrorCode }>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const signature = signatureOf(mode, strokes, typed);
    const found: typeof errors = {};
    if (name.trim().length < 2) found.name = 'agreements.full_name_required';
    if (!signature) found.signature = 'agreements.signature_empty';
    setErrors(found);
    if (!signature || found.name) {
      if (found.name) nameWrap.current?.querySelector('input')?.focus();
      return;
    }
    try {
      await countersign.trigger({ params: { agreementId: agreement.agreementId }, body: { name: name.trim(), signature } });
      toast.success(t('agreements.countersign.signed'));
    } catch (error) {
      setErrors({ form: shownErrorCodeOf(error) ?? 'agreements.countersign_failed' });
    }
  };

  return (
    <section className="agreement-countersign" aria-labelledby="agreement-countersign-title">
      <h3 id="agreement-countersign-title" className="agreement-preview-title">
        {t('agreements.countersign.title')}
      </h3>
      {agreement.clientsSignedAt ? <p>{t('agreements.countersign.intro', { date: formatDate(agreement.clientsSignedAt.slice(0, 10)) })}</p> : null}
      <form className="signer-step" onSubmit={(event) => void submit(event)} noValidate>
        <div ref={nameWrap}>
          <TextField
            label={t('agreements.countersign.name')}
            value={name}
            autoComplete="name"
            required
            maxLength={200}
            error={errors.name ? errorMessage(errors.name) : null}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <SignaturePad mode={mode} onModeChange={setMode} strokes={strokes} onStrokesChange={setStrokes} typed={typed} onTypedChange={setTyped} error={errors.signature ? errorMessage(errors.signature) : null} />
        {errors.form ? <Alert tone="error">{errorMessage(errors.form)}</Alert> : null}
        <Button type="submit" pending={countersign.isMutating}>
          {t('agreements.countersign.sign')}
        </Button>
      </form>
    </section>
  );
};

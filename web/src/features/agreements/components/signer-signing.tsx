// Signing on the signer's page (issue 26 point 3), phone first: prove the email with a one-time
// code, then full name, ID document, the signature (drawn or typed) and the acceptance, and sign.
// Focus follows the flow: to the code field once it is mailed, to the name once the code is
// right, to the result once signed. After signing: the signed PDF's download, once every signer
// has signed.
import { cleanIdNumber, isValidIdNumber, SIGN_CODE_PATTERN, SIGNER_ID_TYPES, type SignatureStrokes, type SignerIdType } from '@fotostudio/shared/agreements/signing';
import { type SignerAgreement } from '@fotostudio/shared/contracts/agreements';
import { getSignerPdf, sendSignCode, signAgreement, verifySignCode } from '@fotostudio/shared/contracts/agreement-actions';
import type { ErrorCode } from '@fotostudio/shared/errors/catalogue';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { apiRequest, errorCodeOf } from '../../../lib/api-client';
import { downloadFromUrl } from '../../../lib/download-link';
import { SignaturePad, signatureOf, type SignatureMode } from './signature-pad';

interface SignerSigningProps {
  token: string;
  agreement: SignerAgreement;
  /** The agreement as the last answer tells it (after verifying or signing). */
  onChanged: (agreement?: SignerAgreement) => void;
}

/** The signed PDF's download, and where it stands while others still sign. */
const SignedPanel = ({ token, agreement }: { token: string; agreement: SignerAgreement }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatDate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [error, setError] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const { file } = await apiRequest(getSignerPdf, { params: { agreementToken: token } });
      if (file) downloadFromUrl(file.url, file.fileName);
    } catch (failure) {
      setError(errorCodeOf(failure, 'agreements.sign_failed'));
    } finally {
      setPending(false);
    }
  };
  const waiting = agreement.signerCount - agreement.signedCount;
  return (
    <section className="signer-page-signing" aria-labelledby="signer-signed-title">
      <h2 id="signer-signed-title" ref={heading} tabIndex={-1}>
        {t('agreements.signing.signedTitle')}
      </h2>
      {agreement.signer.signedAt ? <p>{t('agreements.signing.signedOn', { date: formatDate(agreement.signer.signedAt.slice(0, 10)) })}</p> : null}
      {agreement.signedPdf ? (
        <>
          <p>{t('agreements.signing.pdfReady')}</p>
          <Button onClick={() => void download()} pending={pending}>
            {t('agreements.signing.download')}
          </Button>
        </>
      ) : agreement.status === 'awaitingCountersignature' ? (
        <p>{t('agreements.signing.waitingStudio', { studio: agreement.studio.name })}</p>
      ) : (
        <p>{t('agreements.signing.waiting', { count: waiting })}</p>
      )}
      {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
    </section>
  );
};

/** Step 1: the emailed code. */
const CodeStep = ({ token, onVerified }: { token: string; onVerified: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const codeWrap = useRef<HTMLDivElement>(null);
  const focusCode = () => codeWrap.current?.querySelector('input')?.focus();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  // Once the code is mailed, the field to type it in takes the focus.
  useEffect(() => {
    if (sent) codeWrap.current?.querySelector('input')?.focus();
  }, [sent]);

  const send = async () => {
    setPending('send');
    setError(null);
    try {
      await apiRequest(sendSignCode, { params: { agreementToken: token } });
      setSent(true);
    } catch (failure) {
      setError(errorCodeOf(failure, 'agreements.code_failed'));
    } finally {
      setPending(null);
    }
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.replace(/\s/g, '');
    if (!SIGN_CODE_PATTERN.test(entered)) {
      setError('agreements.code_invalid');
      focusCode();
      return;
    }
    setPending('verify');
    setError(null);
    try {
      await apiRequest(verifySignCode, { params: { agreementToken: token }, body: { code: entered } });
      onVerified();
    } catch (failure) {
      setError(errorCodeOf(failure, 'agreements.code_failed'));
      focusCode();
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="signer-step">
      <h3>{t('agreements.signing.codeTitle')}</h3>
      <p>{t('agreements.signing.codeIntro')}</p>
      {sent ? (
        <form onSubmit={(event) => void verify(event)} noValidate>
          <p role="status">{t('agreements.signing.codeSent')}</p>
          <div ref={codeWrap}>
          <TextField
            label={t('agreements.signing.codeLabel')}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={error ? errorMessage(error) : null}
            onChange={(event) => setCode(event.target.value)}
          />
          </div>
          <div className="signer-step-actions">
            <Button type="submit" pending={pending === 'verify'}>
              {t('agreements.signing.verify')}
            </Button>
            <Button variant="secondary" onClick={() => void send()} pending={pending === 'send'}>
              {t('agreements.signing.resend')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <Button onClick={() => void send()} pending={pending === 'send'}>
            {t('agreements.signing.sendCode')}
          </Button>
          {error ? <Alert tone="error">{errorMessage(error)}</Alert> : null}
        </>
      )}
    </div>
  );
};

/** Step 2: who signs, the signature and the acceptance. */
const SignStep = ({ token, onSigned }: { token: string; onSigned: (agreement: SignerAgreement) => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const nameWrap = useRef<HTMLDivElement>(null);
  const focusName = () => nameWrap.current?.querySelector('input')?.focus();
  const [fullName, setFullName] = useState('');
  const [idType, setIdType] = useState<SignerIdType>('dni');
  const [idNumber, setIdNumber] = useState('');
  const [mode, setMode] = useState<SignatureMode>('drawn');
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);
  const [typed, setTyped] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'fullName' | 'idNumber' | 'signature' | 'accepted' | 'form', ErrorCode>>>({});
  const [pending, setPending] = useState(false);
  useEffect(() => nameWrap.current?.querySelector('input')?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signature = signatureOf(mode, strokes, typed);
    const found: typeof errors = {};
    if (fullName.trim().length < 3) found.fullName = 'agreements.full_name_required';
    if (!isValidIdNumber(idType, idNumber)) found.idNumber = 'agreements.id_number_invalid';
    if (!signature) found.signature = 'agreements.signature_empty';
    if (!accepted) found.accepted = 'agreements.acceptance_required';
    setErrors(found);
    if (!signature || Object.keys(found).length > 0) {
      if (found.fullName || found.idNumber) focusName();
      return;
    }
    setPending(true);
    try {
      const { agreement } = await apiRequest(signAgreement, {
        params: { agreementToken: token },
        body: { fullName: fullName.trim(), idType, idNumber: cleanIdNumber(idNumber), signature, accepted },
      });
      onSigned(agreement);
    } catch (failure) {
      setErrors({ form: errorCodeOf(failure, 'agreements.sign_failed') });
    } finally {
      setPending(false);
    }
  };

  const message = (code: ErrorCode | undefined) => (code ? errorMessage(code) : null);
  return (
    <form className="signer-step" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('agreements.signing.signTitle')}</h3>
      <div ref={nameWrap}>
        <TextField label={t('agreements.signing.fullName')} value={fullName} autoComplete="name" required maxLength={200} error={message(errors.fullName)} onChange={(event) => setFullName(event.target.value)} />
      </div>
      <SelectField
        label={t('agreements.signing.idType')}
        value={idType}
        onValueChange={setIdType}
        options={SIGNER_ID_TYPES.map((value) => ({ value, label: t(`agreements.signing.idTypes.${value}`) }))}
      />
      <TextField
        label={t('agreements.signing.idNumber')}
        value={idNumber}
        required
        maxLength={40}
        autoCapitalize="characters"
        hint={t('agreements.signing.idNumberHint')}
        error={message(errors.idNumber)}
        onChange={(event) => setIdNumber(event.target.value)}
      />
      <SignaturePad mode={mode} onModeChange={setMode} strokes={strokes} onStrokesChange={setStrokes} typed={typed} onTypedChange={setTyped} error={message(errors.signature)} />
      <Checkbox label={t('agreements.signing.accept')} checked={accepted} onChange={(event) => setAccepted(event.target.checked)} aria-invalid={errors.accepted ? true : undefined} />
      {errors.accepted ? (
        <p className="field-error" role="alert">
          {errorMessage(errors.accepted)}
        </p>
      ) : null}
      <p className="signer-step-note">{t('agreements.signing.legal')}</p>
      {errors.form ? <Alert tone="error">{errorMessage(errors.form)}</Alert> : null}
      <Button type="submit" pending={pending}>
        {t('agreements.signing.sign')}
      </Button>
    </form>
  );
};

/** The signing section: the signed state, or the code step, then the signature step. */
export const SignerSigning = ({ token, agreement, onChanged }: SignerSigningProps) => {
  const { t } = useTranslation();
  if (agreement.signer.status === 'signed') return <SignedPanel token={token} agreement={agreement} />;
  if (agreement.status !== 'sent' && agreement.status !== 'viewed') return null;
  return (
    <section className="signer-page-signing" aria-labelledby="signer-signing-title">
      <h2 id="signer-signing-title">{t('agreements.signing.title')}</h2>
      {agreement.signer.verifiedUntil ? <SignStep token={token} onSigned={onChanged} /> : <CodeStep token={token} onVerified={() => onChanged()} />}
    </section>
  );
};

import { getVerifactuSubmission, setVerifactuSubmission, uploadSubmissionCertificate } from '@fotostudio/shared/contracts/billing/verifactu-submission';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { FieldFrame, describedBy } from '../../../components/ui/field-frame';
import { useFilePicker } from '../../../components/ui/file-picker';
import { useToast } from '../../../components/ui/toast';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { ApiError } from '../../../lib/api-client';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/use-route';
import { base64OfBytes, certificateFieldOf, certificateNotice, modeState, type CertificateField } from '../utils/verifactu-submission';

const day = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(iso));

/**
 * Settings → Billing → VERI*FACTU (issue 24 points 1 and 2): the switch with what the mode means
 * for this issuer now, and the electronic certificate (upload; what it says of itself; expiry).
 */
export const VerifactuSubmissionSection = () => {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const catalogueToast = useCatalogueToast();
  const { data: status, error, mutate } = useRoute(getVerifactuSubmission);
  const writes = { writes: (saved: NonNullable<typeof status>) => [cacheWrite(getVerifactuSubmission, {}, saved)] };
  const upload = useRouteMutation(uploadSubmissionCertificate, writes);
  const toggle = useRouteMutation(setVerifactuSubmission, writes);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [representative, setRepresentative] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: CertificateField; code: string } | null>(null);
  // The browser's own file input would say "Choose File" in its own language: the app's button opens it.
  const picker = useFilePicker({
    accept: '.p12,.pfx,application/x-pkcs12',
    onFile: (chosen) => {
      setFile(chosen);
      setFieldError(null);
    },
  });

  if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
  if (!status) return <Spinner label={t('billing.verifactu.loading')} />;

  const obligation = status.obligationDate ? day(`${status.obligationDate}T12:00:00Z`, i18n.language) : '';
  const notice = certificateNotice(status);
  const mode = modeState(status);
  const errorOn = (field: CertificateField) => (fieldError?.field === field ? errorMessage(fieldError.code as ApiError['code']) : null);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file || upload.isMutating) return;
    setFieldError(null);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      await upload.trigger({ body: { file: base64OfBytes(bytes), password, representative } });
      setPassword('');
      setFile(null);
      toast.success(t('billing.verifactu.certificate.saved'));
    } catch (caught) {
      const field = caught instanceof ApiError ? certificateFieldOf(caught.code) : undefined;
      if (caught instanceof ApiError && field) setFieldError({ field, code: caught.code });
      else catalogueToast.showError(caught, 'billing.certificate_unreadable');
    }
  };

  const setEnabled = async (enabled: boolean) => {
    try {
      await toggle.trigger({ body: { enabled } });
      toast.success(t(enabled ? 'billing.verifactu.mode.turnedOn' : 'billing.verifactu.mode.turnedOff'));
    } catch (caught) {
      catalogueToast.showError(caught, 'billing.verifactu_certificate_required');
    }
  };

  return (
    <section className="card settings-section" aria-labelledby="verifactu-title">
      <h2 id="verifactu-title" className="form-section-title">
        {t('billing.verifactu.title')}
      </h2>
      <p>{t('billing.verifactu.explanation')}</p>
      <Alert tone={mode === 'on' ? 'success' : 'warning'}>{t(`billing.verifactu.mode.${mode}`, { date: obligation })}</Alert>
      {status.enabled && !status.canTurnOff ? <p>{t('billing.verifactu.mode.compulsory', { date: obligation })}</p> : null}
      <div className="billing-settings-actions">
        {status.enabled ? (
          status.canTurnOff ? (
            <Button variant="secondary" pending={toggle.isMutating} onClick={() => void setEnabled(false)}>
              {t('billing.verifactu.mode.turnOff')}
            </Button>
          ) : null
        ) : (
          <Button pending={toggle.isMutating} disabled={!status.representedByOperator && (!status.certificate || status.certificate.expired)} onClick={() => void setEnabled(true)} icon={<Icon name="check" size={18} />}>
            {t('billing.verifactu.mode.turnOn')}
          </Button>
        )}
      </div>
      <p className="form-hint">{t('billing.verifactu.mode.leaveRule', { date: obligation })}</p>

      <h3 className="form-section-title">{t('billing.verifactu.certificate.title')}</h3>
      {status.certificate ? (
        <dl className="billing-facts">
          <dt>{t('billing.verifactu.certificate.holder')}</dt>
          <dd>{status.certificate.holder}</dd>
          <dt>{t('billing.verifactu.certificate.nif')}</dt>
          <dd>
            {status.certificate.nif}
            {status.certificate.representativeNif ? ` · ${t('billing.verifactu.certificate.representedBy', { nif: status.certificate.representativeNif })}` : ''}
          </dd>
          <dt>{t('billing.verifactu.certificate.issuerCa')}</dt>
          <dd>{status.certificate.issuerCa}</dd>
          <dt>{t('billing.verifactu.certificate.expiry')}</dt>
          <dd>{day(status.certificate.notAfter, i18n.language)}</dd>
        </dl>
      ) : (
        <p>{t('billing.verifactu.certificate.none')}</p>
      )}
      {notice ? <Alert tone={notice === 'expired' ? 'error' : 'warning'}>{t(`billing.verifactu.certificate.${notice}`, { date: status.certificate ? day(status.certificate.notAfter, i18n.language) : '' })}</Alert> : null}
      <form onSubmit={(event) => void send(event)} noValidate>
        <div className="form-grid">
          <FieldFrame
            id="certificate-file"
            label={t('billing.verifactu.certificate.file')}
            required
            hint={t('billing.verifactu.certificate.fileHint')}
            error={errorOn('file')}
          >
            <div className="file-choice">
              <Button
                id="certificate-file"
                variant="secondary"
                aria-labelledby="certificate-file certificate-file-label certificate-file-name"
                aria-describedby={describedBy('certificate-file', t('billing.verifactu.certificate.fileHint'), errorOn('file'))}
                onClick={picker.open}
              >
                {t('billing.verifactu.certificate.choose')}
              </Button>
              <span id="certificate-file-name" className="file-choice-name">
                {file?.name ?? t('billing.verifactu.certificate.noFile')}
              </span>
            </div>
            {picker.input}
          </FieldFrame>
          <PasswordField
            label={t('billing.verifactu.certificate.password')}
            name="certificatePassword"
            autoComplete="off"
            toggleLabel={t('billing.verifactu.certificate.showPassword')}
            value={password}
            error={errorOn('password')}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(null);
            }}
          />
          <div className="form-grid-full">
            <Checkbox
              label={t('billing.verifactu.certificate.representative')}
              checked={representative}
              onChange={(event) => {
                setRepresentative(event.target.checked);
                setFieldError(null);
              }}
            />
            {errorOn('representative') ? <p className="field-error">{errorOn('representative')}</p> : null}
          </div>
        </div>
        <div className="billing-settings-actions">
          <Button type="submit" pending={upload.isMutating} disabled={!file} icon={<Icon name="check" size={18} />}>
            {t(status.certificate ? 'billing.verifactu.certificate.replace' : 'billing.verifactu.certificate.upload')}
          </Button>
        </div>
      </form>
    </section>
  );
};

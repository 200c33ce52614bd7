import { AGREEMENT_EXPIRY_DAYS_MAX, AGREEMENT_SIGNERS_MAX } from '@fotostudio/shared/agreements/agreement-status';
import type { MergeField } from '@fotostudio/shared/agreements/merge-fields';
import { LANGUAGES, type Language } from '@fotostudio/shared/constants';
import { getAgreement, listAgreements, sendAgreement, updateAgreement, type Agreement } from '@fotostudio/shared/contracts/agreements';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormModal } from '../../../components/ui/form-modal';
import { Icon } from '../../../components/ui/icon';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { shownErrorCodeOf } from '../../../lib/api-client';
import { useRouteMutation } from '../../../lib/use-route';
import { AgreementPreview } from './agreement-preview';

interface SignerRow {
  name: string;
  email: string;
  language: Language;
}

/** A draft: its title, merge values, signers and expiry, saved as the photographer goes; sending saves first. */
export const AgreementDraftForm = ({ agreement, onClose }: { agreement: Agreement; onClose: () => void }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const update = useRouteMutation(updateAgreement, { invalidates: [listAgreements, getAgreement] });
  const send = useRouteMutation(sendAgreement, { invalidates: [listAgreements, getAgreement] });
  const [title, setTitle] = useState(agreement.title);
  const [values, setValues] = useState<Partial<Record<MergeField, string>>>(agreement.mergeValues);
  const [signers, setSigners] = useState<SignerRow[]>(agreement.signers.map(({ name, email, language }) => ({ name, email, language })));
  const [days, setDays] = useState(String(agreement.expiresInDays));
  // Days before expiry the signers are reminded (the lifecycle, docs/agreements.md), typed as "3, 1".
  const [reminders, setReminders] = useState(agreement.reminderDays.join(', '));
  const [formError, setFormError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const unsavedChanges = useUnsavedChanges({ title, values, signers, days, reminders });

  const setSigner = (index: number, change: Partial<SignerRow>) => setSigners((rows) => rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  const save = async (): Promise<boolean> => {
    setFormError(null);
    try {
      const mergeValues = Object.fromEntries(Object.entries(values).filter(([, value]) => value?.trim()));
      await update.trigger({
        params: { agreementId: agreement.agreementId },
        body: {
          title: title.trim(),
          mergeValues,
          signers: signers.map((s) => ({ ...s, name: s.name.trim(), email: s.email.trim() })),
          expiresInDays: Number(days),
          reminderDays: reminders.split(/[\s,;]+/).filter(Boolean).map(Number),
        },
      });
      return true;
    } catch (error) {
      const code = shownErrorCodeOf(error);
      setFormError(code ? errorMessage(code) : errorMessage('agreements.save_failed'));
      setFocusError((count) => count + 1);
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await save()) toast.success(t('agreements.detail.saved'));
  };

  const [studioSignature, setStudioSignature] = useState('');
  // When the photographer signs: now (their typed name, optional) or after every signer (countersign).
  const [studioSigns, setStudioSigns] = useState<'now' | 'later'>('now');

  const sendNow = async () => {
    if (!(await save())) {
      setConfirming(false);
      return;
    }
    try {
      // The photographer's own signature, typed, when they give one (it appears in the signed PDF);
      // or they sign after every signer, on the agreement's dialog.
      const name = studioSignature.trim();
      await send.trigger({
        params: { agreementId: agreement.agreementId },
        body: studioSigns === 'later' ? { countersign: true } : name.length >= 2 ? { studioSignature: { name, signature: { kind: 'typed', text: name } } } : {},
      });
      toast.success(t('agreements.send.sent'));
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      setFormError(errorMessage(shownErrorCodeOf(error) ?? 'agreements.send_failed'));
    }
  };

  const languageOptions = LANGUAGES.map((value) => ({ value, label: t(`agreements.languages.${value}`) }));

  return (
    <FormModal
      title={`${t('agreements.detail.title')}: ${agreement.title}`}
      size="5xl"
      saving={update.isMutating}
      formError={formError}
      focusErrorSignal={focusError}
      onSubmit={submit}
      onClose={onClose}
      unsavedChanges={unsavedChanges}
      submitLabel={t('agreements.detail.save')}
    >
      <TextField label={t('agreements.detail.documentTitle')} required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
      <fieldset className="agreement-fieldset">
        <legend>{t('agreements.detail.fieldsLegend')}</legend>
        <p className="field-hint">{t('agreements.detail.fieldsHint')}</p>
        <div className="agreement-fields">
          {agreement.fields.map((field) => (
            <TextField key={field} label={t(`agreements.fields.${field}`)} maxLength={500} value={values[field] ?? ''} onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))} />
          ))}
        </div>
      </fieldset>
      <fieldset className="agreement-fieldset">
        <legend>{t('agreements.detail.signersLegend')}</legend>
        {signers.map((signer, index) => (
          <div key={index} className="agreement-signer-row">
            <TextField label={t('agreements.detail.signerName', { number: index + 1 })} required value={signer.name} onChange={(event) => setSigner(index, { name: event.target.value })} />
            <TextField label={t('agreements.detail.signerEmail', { number: index + 1 })} required type="email" value={signer.email} onChange={(event) => setSigner(index, { email: event.target.value })} />
            <SelectField label={t('agreements.detail.signerLanguage', { number: index + 1 })} value={signer.language} options={languageOptions} onValueChange={(language) => setSigner(index, { language })} />
            {signers.length > 1 ? (
              <Button variant="secondary" icon={<Icon name="trash" size={18} />} aria-label={t('agreements.detail.removeSigner', { number: index + 1 })} onClick={() => setSigners((rows) => rows.filter((_, i) => i !== index))} />
            ) : null}
          </div>
        ))}
        {signers.length < AGREEMENT_SIGNERS_MAX ? (
          <Button variant="secondary" icon={<Icon name="plus" size={18} />} onClick={() => setSigners((rows) => [...rows, { name: '', email: '', language: agreement.language }])}>
            {t('agreements.detail.addSigner')}
          </Button>
        ) : null}
      </fieldset>
      <TextField label={t('agreements.detail.expiresInDays')} type="number" min={1} max={AGREEMENT_EXPIRY_DAYS_MAX} required value={days} onChange={(event) => setDays(event.target.value)} />
      <TextField label={t('agreements.lifecycle.reminderDays')} hint={t('agreements.lifecycle.reminderDaysHint')} inputMode="numeric" value={reminders} onChange={(event) => setReminders(event.target.value)} />
      <div className="agreement-send">
        <Button icon={<Icon name="send" size={18} />} onClick={() => setConfirming(true)}>
          {t('agreements.detail.send')}
        </Button>
      </div>
      <AgreementPreview html={agreement.html} hint={t('agreements.detail.previewHint')} />
      <ConfirmDialog
        open={confirming}
        title={t('agreements.send.title')}
        confirmLabel={t('agreements.send.confirm')}
        pending={update.isMutating || send.isMutating}
        onConfirm={() => void sendNow()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('agreements.send.message', { days: Number(days) })}</p>
        <ul className="agreement-send-list">
          {signers.map((signer) => (
            <li key={signer.email}>
              {signer.name} &lt;{signer.email}&gt; ({t(`agreements.languages.${signer.language}`)})
            </li>
          ))}
        </ul>
        <RadioGroup
          label={t('agreements.send.when')}
          value={studioSigns}
          onValueChange={setStudioSigns}
          options={[
            { value: 'now', label: t('agreements.send.signNow') },
            { value: 'later', label: t('agreements.send.signLater'), hint: t('agreements.send.signLaterHint') },
          ]}
        />
        {studioSigns === 'now' ? (
          <TextField
            label={t('agreements.send.studioSignature')}
            hint={t('agreements.send.studioSignatureHint')}
            value={studioSignature}
            maxLength={200}
            autoComplete="name"
            onChange={(event) => setStudioSignature(event.target.value)}
          />
        ) : null}
      </ConfirmDialog>
    </FormModal>
  );
};

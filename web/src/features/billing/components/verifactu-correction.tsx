import type { InvoiceVerification, VerifactuRecordCheck } from '@fotostudio/shared/contracts/billing/verifactu';
import { CLIENT_ID_TYPES, type ClientIdType } from '@fotostudio/shared/billing/billing-enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormModal } from '../../../components/ui/form-modal';
import { Icon } from '../../../components/ui/icon';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useCheckedSubmit } from '../../../hooks/use-checked-submit';
import { correctRecord } from '../api/verification';
import { correctableRecord } from '../utils/verifactu-submission';

type Recipient = NonNullable<VerifactuRecordCheck['recipient']>;

const CorrectRecordDialog = ({ invoiceId, record, onCorrected, onClose }: { invoiceId: string; record: VerifactuRecordCheck; onCorrected: (verification: InvoiceVerification) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const initial = record.recipient;
  const [recipient, setRecipient] = useState<Recipient | null>(initial);
  const { modal } = useCheckedSubmit({
    // The server checks the recipient as an invoice's client is checked; its catalogue message shows above the form.
    check: () => ({ body: recipient ? { recipient: { name: recipient.name, taxId: recipient.taxId, idType: recipient.idType, countryCode: recipient.countryCode } } : {}, errors: null }),
    send: async (body) => {
      const verification = await correctRecord(invoiceId, body);
      toast.success(t('billing.detail.correction.done', { number: record.invoiceNumber }));
      onCorrected(verification);
      onClose();
    },
    fallback: 'billing.update_failed',
  });
  const change = (values: Partial<Recipient>) => setRecipient((current) => (current ? { ...current, ...values } : current));
  const needsCountry = recipient !== null && !['nif', 'eu_vat', 'not_registered'].includes(recipient.idType);
  return (
    <FormModal
      title={t('billing.detail.correction.title', { number: record.invoiceNumber })}
      size="md"
      height="auto"
      {...modal}
      onClose={onClose}
      unsavedChanges={JSON.stringify(recipient) !== JSON.stringify(initial)}
      submitLabel={t('billing.detail.correction.submit')}
      savingLabel={t('billing.detail.correction.saving')}
    >
      <p>{t('billing.detail.correction.intro')}</p>
      {recipient ? (
        <>
          <TextField label={t('billing.detail.correction.name')} required maxLength={120} value={recipient.name} onChange={(event) => change({ name: event.target.value })} />
          <SelectField<ClientIdType>
            label={t('billing.form.client.idType')}
            value={recipient.idType}
            options={CLIENT_ID_TYPES.map((type) => ({ value: type, label: t(`billing.form.client.idTypes.${type}`) }))}
            onValueChange={(idType) => change({ idType })}
          />
          <TextField label={t('billing.detail.correction.taxId')} maxLength={20} value={recipient.taxId} onChange={(event) => change({ taxId: event.target.value })} />
          {needsCountry ? (
            <TextField label={t('billing.form.client.countryCode')} maxLength={2} value={recipient.countryCode ?? ''} onChange={(event) => change({ countryCode: event.target.value.toUpperCase() || null })} />
          ) : null}
        </>
      ) : (
        <p>{t('billing.detail.correction.noRecipient')}</p>
      )}
    </FormModal>
  );
};

/** "Corregir y reenviar" (issue 24 point 4) under the Verification tab's records, when the latest one can be corrected. */
export const CorrectRecordAction = ({ invoiceId, records, onCorrected }: { invoiceId: string; records: readonly VerifactuRecordCheck[]; onCorrected: (verification: InvoiceVerification) => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const record = correctableRecord(records);
  if (!record) return null;
  return (
    <section className="billing-verifactu-correction">
      <p role="status">
        <Icon name="alert" size={18} /> {t('billing.detail.correction.explain')}
      </p>
      <Button onClick={() => setOpen(true)} icon={<Icon name="send" size={18} />}>
        {t('billing.detail.correction.action')}
      </Button>
      {open ? <CorrectRecordDialog invoiceId={invoiceId} record={record} onCorrected={onCorrected} onClose={() => setOpen(false)} /> : null}
    </section>
  );
};

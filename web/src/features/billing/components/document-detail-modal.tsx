import { getDocument } from '@fotostudio/shared/contracts/billing/document-routes';
import { taxOfTerritory } from '@fotostudio/shared/tax/indirect-tax';
import { getInvoiceVerification, type VerifactuRecordCheck } from '@fotostudio/shared/contracts/billing/verifactu';
import type { BillingDocument } from '@fotostudio/shared/contracts/billing/document';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useErrorMessage } from '../../../i18n/use-error-message';
import { useRoute } from '../../../lib/use-route';
import { invoiceRecordXml } from '../api/verification';
import { useCatalogueToast } from '../../../hooks/use-catalogue-toast';
import { downloadFromUrl } from '../../../lib/download-link';
import { allowedActions } from '../utils/document-actions';
import { InvoiceTypeBadge } from './invoice-type-badge';
import { OutdatedQuoteAlert, QuoteSelection } from './outdated-quote-badge';
import { QuoteAcceptanceBadge } from './quote-acceptance-badge';
import { StatusBadge } from './status-badge';
import { AeatPending, useAeatAnswerRows } from './aeat-state-badge';
import { CorrectRecordAction } from './verifactu-correction';
import { DocumentLinesTable } from './document-lines-table';
import { TotalsSummary } from './totals-summary';
import { PaymentsAndNotes } from './invoice-payments';
import { canBeSubstituted } from '../utils/substitute-form';
import { OpenDocumentButton, SubstitutionLinks } from './substitution-links';

export type DetailAction = 'edit' | 'email' | 'pdf' | 'convert' | 'markSent' | 'markPaid' | 'markUnpaid' | 'cancel' | 'rectify' | 'substitute' | 'delete';

const Facts = ({ rows }: { rows: readonly [string, ReactNode][] }) => (
  <dl className="billing-facts">
    {rows.map(([label, value]) => (
      <div key={label} className="billing-fact">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);

/** A rectifying invoice names the invoice it corrects, how and why; an invoice lists the rectifying invoices issued for it. */
const RectificationLinks = ({ document, onOpen }: { document: BillingDocument; onOpen: (documentId: string) => void }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { rectification, rectifiedBy } = document;
  if (!rectification && rectifiedBy.length === 0) return null;
  const link = (documentId: string, number: string) => <OpenDocumentButton documentId={documentId} number={number} onOpen={onOpen} />;
  return (
    <section aria-labelledby="billing-rectification-heading" className="billing-rectification">
      <h3 id="billing-rectification-heading" className="form-section-title">
        {t('billing.detail.rectification')}
      </h3>
      {rectification ? (
        <Facts
          rows={[
            [t('billing.detail.rectifies'), <span key="original">{t('billing.detail.rectifiesInvoice', { number: rectification.originalNumber, date: formatDate(rectification.originalIssueDate) })} {link(rectification.originalId, rectification.originalNumber)}</span>],
            [t('billing.detail.rectificationMethod'), t(`billing.rectify.methods.${rectification.method}`)],
            [t('billing.detail.rectificationReason'), rectification.reason],
          ]}
        />
      ) : null}
      {rectifiedBy.length > 0 ? (
        <Facts
          rows={[
            [
              t('billing.detail.rectifiedBy'),
              <ul key="rectifiedBy" className="billing-rectified-by">
                {rectifiedBy.map((rectifying) => (
                  <li key={rectifying.documentId}>
                    <InvoiceTypeBadge type={rectifying.invoiceType} /> {link(rectifying.documentId, rectifying.number)}
                  </li>
                ))}
              </ul>,
            ],
          ]}
        />
      ) : null}
    </section>
  );
};

const InformationTab = ({ document, onOpen }: { document: BillingDocument; onOpen: (documentId: string) => void }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const lineName = (line: BillingDocument['lines'][number]) =>
    line.kind === 'product' ? [line.name, line.variant].filter(Boolean).join(' · ') : t(`billing.lineKinds.${line.kind}`, { title: document.session.title });
  const notSet = t('common.notSet');
  return (
    <div className="billing-detail-panel">
      <Facts
        rows={[
          [t('billing.columns.number'), document.number],
          [
            t('billing.columns.status'),
            <span key="status" className="billing-number-cell">
              <StatusBadge status={document.status} />
              <QuoteAcceptanceBadge status={document.status} acceptanceState={document.acceptanceState} />
            </span>,
          ],
          ...(document.depositInvoice ? [[t('billing.detail.depositInvoice'), document.depositInvoice.number] as [string, ReactNode]] : []),
          ...(document.invoiceType ? [[t('billing.detail.invoiceType'), <InvoiceTypeBadge key="type" type={document.invoiceType} />] as [string, ReactNode]] : []),
          [t('billing.form.dates.issueDate'), formatDate(document.issueDate)],
          [t('billing.form.dates.dueDate'), formatDate(document.dueDate)],
          [t('billing.form.session.title'), document.session.title || notSet],
          [t('billing.form.dates.paymentConditions'), document.paymentConditions ?? notSet],
          ...(document.paidAt ? [[t('billing.detail.paidAt'), formatDate(document.paidAt)] as [string, ReactNode]] : []),
          ...(document.convertedAt ? [[t('billing.detail.convertedAt'), formatDate(new Date(document.convertedAt))] as [string, ReactNode]] : []),
          ...(document.fromSelection ? [[t('billing.detail.fromSelection'), <QuoteSelection key="selection" fromSelection={document.fromSelection} />] as [string, ReactNode]] : []),
        ]}
      />
      <OutdatedQuoteAlert document={document} />
      {document.invoiceId ? (
        <p>
          <Button variant="secondary" onClick={() => onOpen(document.invoiceId ?? '')}>
            {t('billing.detail.openInvoice')}
          </Button>
        </p>
      ) : null}
      <RectificationLinks document={document} onOpen={onOpen} />
      <SubstitutionLinks document={document} onOpen={onOpen} />
      {document.originalQuoteId ? (
        <p>
          <Button variant="secondary" onClick={() => onOpen(document.originalQuoteId ?? '')}>
            {t('billing.detail.openQuote', { number: document.originalQuoteNumber ?? '' })}
          </Button>
        </p>
      ) : null}
      <DocumentLinesTable lines={document.lines.map((line) => ({ ...line, name: lineName(line) }))} tax={taxOfTerritory(document.issuer.taxTerritory)} />
      <TotalsSummary totals={document.totals} pricesIncludeVat={document.pricesIncludeVat} tax={taxOfTerritory(document.issuer.taxTerritory)} />
      {document.notes ? <p className="billing-notes">{document.notes}</p> : null}
      <PaymentsAndNotes document={document} />
    </div>
  );
};

const ClientTab = ({ document }: { document: BillingDocument }) => {
  const { t } = useTranslation();
  const { client, issuer } = document;
  // A simplified invoice may name no recipient: what was left blank says so.
  const shown = (text: string) => text.trim() || t('common.notSet');
  return (
    <div className="billing-detail-panel billing-parties">
      <section aria-labelledby="billing-client-heading">
        <h3 id="billing-client-heading" className="form-section-title">
          {t('billing.detail.client')}
        </h3>
        <Facts
          rows={[
            [t('billing.form.client.name'), shown(client.name)],
            [t('billing.form.client.taxId'), client.taxId ? `${client.taxId} (${client.taxIdType})` : shown('')],
            [t('billing.form.client.email'), shown(client.email)],
            [t('billing.form.client.phone'), shown(client.phone)],
            [t('billing.form.client.address'), shown([client.address, `${client.postalCode} ${client.city}`.trim(), client.country].filter(Boolean).join(', '))],
            [t('billing.detail.language'), t(`billing.detail.languages.${client.language}`)],
            [t('billing.detail.withholding'), client.isCompany || client.isProfessional ? t('billing.detail.yes') : t('billing.detail.no')],
          ]}
        />
      </section>
      <section aria-labelledby="billing-issuer-heading">
        <h3 id="billing-issuer-heading" className="form-section-title">
          {t('billing.detail.issuer')}
        </h3>
        <Facts
          rows={[
            [t('billing.settings.fields.businessName'), issuer.businessName],
            [t('billing.settings.fields.taxId'), issuer.taxId],
            [t('billing.settings.fields.address'), [issuer.address, `${issuer.postalCode} ${issuer.city}`, issuer.country].join(', ')],
            [t('billing.settings.fields.email'), issuer.email],
            ...(issuer.iban ? [[t('billing.settings.fields.iban'), issuer.iban] as [string, ReactNode]] : []),
          ]}
        />
      </section>
    </div>
  );
};

const RecordCheck = ({ invoiceId, check, submissionEnabled }: { invoiceId: string; check: VerifactuRecordCheck; submissionEnabled: boolean }) => {
  const { t } = useTranslation();
  const catalogueToast = useCatalogueToast();
  const [downloading, setDownloading] = useState(false);
  const headingId = `verifactu-record-${check.position}`;
  const download = async () => {
    setDownloading(true);
    try {
      const file = await invoiceRecordXml(invoiceId, check.kind);
      downloadFromUrl(file.url, file.fileName);
    } catch (error) {
      catalogueToast.showError(error, 'billing.record_not_found');
    } finally {
      setDownloading(false);
    }
  };
  const yesNo = (value: boolean) => (value ? t('billing.detail.verifactu.ok') : t('billing.detail.verifactu.failed'));
  const aeatRows = useAeatAnswerRows(check);
  return (
    <section aria-labelledby={headingId} className="billing-verifactu-record">
      <h3 id={headingId} className="form-section-title">
        {t(`billing.detail.verifactu.kinds.${check.kind}`)} · {t('billing.detail.verifactu.position', { position: check.position })}
      </h3>
      <p role="status" className={check.chainVerified ? 'billing-verifactu-ok' : 'billing-verifactu-broken'}>
        <Icon name={check.chainVerified ? 'check' : 'alert'} size={18} />{' '}
        {check.chainVerified ? t('billing.detail.verifactu.chainVerified') : t('billing.detail.verifactu.chainBroken')}
      </p>
      <Facts
        rows={[
          [t('billing.detail.issuerTaxId'), check.issuerNif],
          [t('billing.columns.number'), check.invoiceNumber],
          [t('billing.detail.verifactu.issueDate'), check.issueDate],
          ...(check.totalAmount !== null ? [[t('billing.detail.verifactu.totalAmount'), check.totalAmount] as [string, ReactNode]] : []),
          ...(check.vatAmount !== null ? [[t('billing.detail.verifactu.vatAmount'), check.vatAmount] as [string, ReactNode]] : []),
          [t('billing.detail.verifactu.generatedAt'), check.generatedAt],
          [t('billing.detail.verifactu.huella'), <code key="huella" className="billing-hash">{check.huella}</code>],
          [t('billing.detail.verifactu.previousHuella'), check.previousHuella ? <code key="previous" className="billing-hash">{check.previousHuella}</code> : t('billing.detail.verifactu.firstRecord')],
          [t('billing.detail.verifactu.huellaMatches'), yesNo(check.huellaMatches)],
          [t('billing.detail.verifactu.previousMatches'), yesNo(check.previousMatches)],
          [t('billing.detail.verifactu.totalsMatch'), yesNo(check.totalsMatch)],
          ...aeatRows,
        ]}
      />
      {check.submission === null ? <AeatPending submissionEnabled={submissionEnabled} /> : null}
      <Button variant="secondary" onClick={() => void download()} disabled={downloading} aria-describedby={headingId}>
        <Icon name="download" size={18} /> {t('billing.detail.verifactu.downloadXml')}
      </Button>
    </section>
  );
};

/** The invoice's VERI*FACTU records and whether its issuer's chain verifies up to them (recomputed by the server). */
const VerificationTab = ({ document }: { document: BillingDocument }) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  // Recomputed by the server on every read; a change to the invoice reads it again (documentReads).
  const { data, error, mutate } = useRoute(getInvoiceVerification, { params: { invoiceId: document.documentId } });
  const content = () => {
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    if (!data) return <Spinner label={t('billing.detail.verifactu.loading')} />;
    if (data.records.length === 0) return <p>{t('billing.detail.verifactu.none')}</p>;
    return (
      <>
        {data.issuedWithoutVerifactu ? <p>{t('billing.detail.aeat.issuedOff')}</p> : null}
        {data.records.map((check) => <RecordCheck key={check.position} invoiceId={document.documentId} check={check} submissionEnabled={data.submissionEnabled} />)}
        <CorrectRecordAction invoiceId={document.documentId} records={data.records} onCorrected={(verification) => void mutate(verification, { revalidate: false })} />
      </>
    );
  };
  return <div className="billing-detail-panel">{content()}</div>;
};

/** The detail of one quote or invoice with its actions (each only where its status allows it). */
export const DocumentDetailModal = ({
  documentId,
  onAction,
  onOpen,
  onClose,
}: {
  documentId: string;
  onAction: (action: DetailAction, document: BillingDocument) => void;
  onOpen: (documentId: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, error, mutate } = useRoute(getDocument, { params: { documentId } });
  const document = data?.document;

  const body = () => {
    if (document) {
      const tabs: TabItem[] = [
        { id: 'info', label: t('billing.detail.tabs.info'), panel: <InformationTab document={document} onOpen={onOpen} /> },
        { id: 'client', label: t('billing.detail.tabs.client'), panel: <ClientTab document={document} /> },
      ];
      if (document.kind === 'invoice') tabs.push({ id: 'verification', label: t('billing.detail.tabs.verification'), panel: <VerificationTab document={document} /> });
      return <Tabs key={document.documentId} label={t('billing.detail.tabsLabel')} tabs={tabs} />;
    }
    if (error) return <LoadError message={errorMessage(error.code)} retryLabel={t('common.retry')} onRetry={() => void mutate()} />;
    return <Spinner label={t('billing.detail.loading')} />;
  };

  const footer = () => {
    if (!document) return undefined;
    const allowed = allowedActions(document);
    const button = (action: DetailAction, label: string, icon: Parameters<typeof Icon>[0]['name'], variant: 'secondary' | 'primary' | 'danger' = 'secondary') => (
      <Button key={action} variant={variant} icon={<Icon name={icon} size={18} />} onClick={() => onAction(action, document)}>
        {label}
      </Button>
    );
    return (
      <div className="billing-detail-actions">
        {document.kind === 'invoice' && document.substitutedBy ? (
          <p className="field-hint billing-detail-locked">{t('billing.detail.substitutedLocked', { number: document.substitutedBy.number })}</p>
        ) : null}
        {button('pdf', t('billing.actions.download'), 'download')}
        {allowed.send ? button('email', t('billing.actions.sendEmail'), 'mail') : null}
        {allowed.edit ? button('edit', t('billing.actions.editQuote'), 'edit') : null}
        {allowed.remove ? button('delete', t('billing.actions.deleteQuote'), 'trash', 'danger') : null}
        {allowed.markSent ? button('markSent', t('billing.actions.markSent'), 'mail') : null}
        {allowed.markUnpaid ? button('markUnpaid', t('billing.actions.markUnpaid'), 'restore') : null}
        {allowed.rectify ? button('rectify', t('billing.actions.rectify'), 'edit') : null}
        {canBeSubstituted(document) ? button('substitute', t('billing.actions.substitute'), 'receipt') : null}
        {allowed.cancel ? button('cancel', t('billing.actions.cancel'), 'close', 'danger') : null}
        {allowed.markPaid ? button('markPaid', t('billing.actions.markPaid'), 'checkCircle', 'primary') : null}
        {allowed.convert ? button('convert', t('billing.actions.convert'), 'receipt', 'primary') : null}
      </div>
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={document ? t('billing.detail.title', { kind: t(`billing.kind.${document.kind}`), number: document.number }) : t('billing.detail.loading')}
      description={document?.client.name || undefined}
      size="4xl"
      height={90}
      footer={footer()}
      className="billing-detail"
    >
      {body()}
    </Modal>
  );
};

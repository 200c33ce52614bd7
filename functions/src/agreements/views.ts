// Templates and agreements as the API answers them (shared/src/contracts/agreements.ts).
import { AGREEMENT_REMINDER_DAYS_DEFAULT, statusAt } from '@fotostudio/shared/agreements/agreement-status';
import { mergeFieldsOf, renderDocumentHtml } from '@fotostudio/shared/agreements/rich-text';
import type { Agreement, AgreementSigner, AgreementSummary, AgreementTemplate, TemplateSummary } from '@fotostudio/shared/contracts/agreements';
import { decodeStored } from '@fotostudio/shared/stored/json-codec';
import { storedAgreementDocument, storedMergeValues } from '@fotostudio/shared/stored/agreement-document';
import { storedStudioSignature } from '@fotostudio/shared/stored/agreement-signature';
import type { AgreementItem, AgreementSignerItem, AgreementTemplateItem, AgreementTemplateVersionItem } from '../data/entities/agreements.js';
import { appConfig } from '../lib/config.js';

export const toTemplateSummary = (item: AgreementTemplateItem): TemplateSummary => ({
  templateId: item.templateId,
  name: item.name,
  language: item.language,
  version: item.version,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const toAgreementTemplate = (head: AgreementTemplateItem, shown: AgreementTemplateVersionItem, versions: AgreementTemplateVersionItem[]): AgreementTemplate => ({
  ...toTemplateSummary(head),
  name: shown.name,
  language: shown.language,
  version: shown.version,
  document: decodeStored(storedAgreementDocument, shown.document, 'agreement template document'),
  versions: versions
    .map((v) => ({ version: v.version, name: v.name, createdAt: v.createdAt }))
    .sort((a, b) => b.version - a.version),
});

/** Where a signer's private link lands (the signer's page, issue 26's next step). */
export const signerLinkOf = (token: string): string => `${appConfig().APP_URL}/sign/${encodeURIComponent(token)}`;

const toSigner = (signer: AgreementSignerItem): AgreementSigner => ({
  signerId: signer.signerId,
  name: signer.name,
  email: signer.email,
  language: signer.language,
  status: signer.status,
  link: signer.token ? signerLinkOf(signer.token) : null,
  sentAt: signer.sentAt ?? null,
  viewedAt: signer.viewedAt ?? null,
  declinedAt: signer.declinedAt ?? null,
  declineReason: signer.declineReason ?? null,
  signedAt: signer.signedAt ?? null,
});

/** The days before expiry its waiting signers are reminded (agreements stored before they were chosen: the default). */
export const reminderDaysOf = (item: Pick<AgreementItem, 'reminderDays'>): number[] => item.reminderDays ?? [...AGREEMENT_REMINDER_DAYS_DEFAULT];

export const toAgreementSummary = (item: AgreementItem, now: Date = new Date()): AgreementSummary => ({
  agreementId: item.agreementId,
  title: item.title,
  status: statusAt(item.status, item.expiresAt, now),
  clientId: item.clientId,
  clientName: item.clientName,
  sessionId: item.sessionId ?? null,
  quoteId: item.quoteId ?? null,
  templateId: item.templateId,
  templateVersion: item.templateVersion,
  language: item.language,
  signerCount: item.signers.length,
  sentAt: item.sentAt ?? null,
  expiresAt: item.expiresAt ?? null,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const toAgreement = (item: AgreementItem, now: Date = new Date()): Agreement => {
  const document = decodeStored(storedAgreementDocument, item.document, 'agreement document');
  const studio = item.studioSignature ? decodeStored(storedStudioSignature, item.studioSignature, 'studio signature') : null;
  const mergeValues = decodeStored(storedMergeValues, item.mergeValues, 'agreement merge values');
  return {
    ...toAgreementSummary(item, now),
    mergeValues,
    fields: mergeFieldsOf(document),
    html: renderDocumentHtml(document, mergeValues),
    signers: item.signers.map(toSigner),
    expiresInDays: item.expiresInDays,
    withdrawnAt: item.withdrawnAt ?? null,
    reminderDays: reminderDaysOf(item),
    remindedAt: item.remindedAt ?? null,
    declinedAt: item.declinedAt ?? null,
    expiredAt: item.expiredAt ?? null,
    signedAt: item.signedAt ?? null,
    signedPdfSha256: item.signedPdfSha256 ?? null,
    countersign: item.countersign ?? false,
    clientsSignedAt: item.clientsSignedAt ?? null,
    studioSignedAt: studio?.signedAt ?? null,
    studioSignatureName: studio?.name ?? null,
  };
};

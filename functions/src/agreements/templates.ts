// Agreement templates (issue 26 point 1): the photographer's rich-text documents with merge
// fields. What the editor sends is sanitised before it is stored; every save is a new version
// (the old ones stay, since agreements name the version they were made from).
import { PROVIDED_TEMPLATE_KINDS } from '@fotostudio/shared/agreements/provided-kinds';
import { agreementDocument, DOCUMENT_TEXT_MAX, documentTextLength, sanitizeDocument, type AgreementDocument } from '@fotostudio/shared/agreements/rich-text';
import { LANGUAGES } from '@fotostudio/shared/constants';
import type { AgreementTemplate, ProvidedTemplate, TemplateInput, TemplateSummary, TemplateUpdateInput } from '@fotostudio/shared/contracts/agreements';
import { randomUUID } from 'node:crypto';
import { db } from '../data/database.js';
import type { AgreementTemplateItem, AgreementTemplateVersionItem } from '../data/entities/agreements.js';
import { addTemplateVersion, createTemplateWithVersion } from '../data/stores/agreements.js';
import { DomainError } from '../lib/errors.js';
import { PROVIDED_EN } from './provided/en.js';
import { PROVIDED_ES } from './provided/es.js';
import { toAgreementTemplate, toTemplateSummary } from './views.js';

/** The document to store: sanitised, not empty, within the text limit. */
export const storableDocument = (sent: unknown): AgreementDocument => {
  const document = sanitizeDocument(sent);
  if (documentTextLength(document) === 0) throw new DomainError('agreements.template_empty');
  if (documentTextLength(document) > DOCUMENT_TEXT_MAX) throw new DomainError('agreements.template_too_long');
  // The sanitiser's output must be a valid document; a failure here is a bug, not the caller's.
  return agreementDocument.parse(document);
};

const readHead = async (photographerId: string, templateId: string): Promise<AgreementTemplateItem | undefined> =>
  (await db().entities.agreementTemplate.get({ photographerId, templateId }).go({ consistent: true })).data ?? undefined;

export const readTemplateVersion = async (photographerId: string, templateId: string, version: number): Promise<AgreementTemplateVersionItem | undefined> =>
  (await db().entities.agreementTemplateVersion.get({ photographerId, templateId, version }).go({ consistent: true })).data ?? undefined;

const readVersions = async (photographerId: string, templateId: string): Promise<AgreementTemplateVersionItem[]> =>
  (await db().entities.agreementTemplateVersion.query.byVersion({ photographerId, templateId }).go({ pages: 'all', attributes: ['photographerId', 'templateId', 'version', 'name', 'language', 'document', 'createdAt', 'updatedAt'] })).data;

export const requireTemplateHead = async (photographerId: string, templateId: string): Promise<AgreementTemplateItem> => {
  const head = await readHead(photographerId, templateId);
  if (!head) throw new DomainError('agreements.template_not_found');
  return head;
};

export const listTemplates = async (photographerId: string): Promise<TemplateSummary[]> => {
  const { data } = await db().entities.agreementTemplate.query.byTemplate({ photographerId }).go({ pages: 'all' });
  return data.map(toTemplateSummary).sort((a, b) => a.name.localeCompare(b.name, 'es') || a.createdAt.localeCompare(b.createdAt));
};

export const getTemplate = async (photographerId: string, templateId: string, version?: number): Promise<AgreementTemplate> => {
  const head = await requireTemplateHead(photographerId, templateId);
  const versions = await readVersions(photographerId, templateId);
  const shown = versions.find((v) => v.version === (version ?? head.version));
  if (!shown) throw new DomainError('agreements.template_not_found');
  return toAgreementTemplate(head, shown, versions);
};

export const createTemplate = async (photographerId: string, input: TemplateInput): Promise<AgreementTemplate> => {
  const document = storableDocument(input.document);
  const templateId = randomUUID();
  await createTemplateWithVersion(photographerId, templateId, { name: input.name, language: input.language, document: JSON.stringify(document) });
  return getTemplate(photographerId, templateId);
};

/** Saves the edit as the next version; an edit of a version that is no longer the latest is refused. */
export const updateTemplate = async (photographerId: string, templateId: string, input: TemplateUpdateInput): Promise<AgreementTemplate> => {
  const document = storableDocument(input.document);
  const head = await requireTemplateHead(photographerId, templateId);
  if (head.version !== input.baseVersion) throw new DomainError('agreements.template_changed');
  const saved = await addTemplateVersion(photographerId, templateId, input.baseVersion, { name: input.name, language: input.language, document: JSON.stringify(document) });
  if (!saved) throw new DomainError('agreements.template_changed');
  return getTemplate(photographerId, templateId);
};

const PROVIDED = { es: PROVIDED_ES, en: PROVIDED_EN };

export const listProvidedTemplates = (): ProvidedTemplate[] =>
  LANGUAGES.flatMap((language) => PROVIDED_TEMPLATE_KINDS.map((kind) => ({ kind, language, ...PROVIDED[language][kind] })));

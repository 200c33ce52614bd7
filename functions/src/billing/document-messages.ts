// Every word a quote or invoice prints, in the client's language.
import type { Language } from '@fotostudio/shared/constants';
import type { RectificationMethod, RectifyingInvoiceType } from '@fotostudio/shared/billing/invoice-types';
import type { DocumentKind } from './pdf/billing-document-view.js';

export interface DocumentMessages {
  title: Record<DocumentKind, string>;
  /** The title of a simplified (F2) and of a rectifying (R1-R5) invoice. */
  simplifiedTitle: string;
  rectifyingTitle: string;
  /** A rectifying invoice's block: the invoice it rectifies, its type (art. 80 LIVA case), method and reason. */
  rectification: {
    heading: string;
    original: (number: string, date: string) => string;
    type: string;
    types: Record<RectifyingInvoiceType, string>;
    method: string;
    methods: Record<RectificationMethod, string>;
    reason: string;
  };
  number: string;
  issueDate: string;
  operationDate: string;
  dueDate: Record<DocumentKind, string>;
  issuer: string;
  client: string;
  taxId: string;
  email: string;
  phone: string;
  description: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  amount: string;
  exempt: string;
  taxBase: string;
  rate: string;
  vatQuota: string;
  totalBase: string;
  totalVat: string;
  irpf: (ratePercent: string) => string;
  total: string;
  payment: string;
  paymentConditions: string;
  iban: string;
  bank: string;
  notes: string;
  terms: string;
  legalNotes: string;
  legalForm: string;
  /** The session's own lines, which have no product name. */
  lineKinds: { session: (title: string) => string; extra_photos: string; complete_gallery: string };
  legalForms: Record<string, string>;
  page: (page: number, pages: number) => string;
  fileName: Record<DocumentKind, string>;
}

const es: DocumentMessages = {
  title: { quote: 'PRESUPUESTO', invoice: 'FACTURA' },
  simplifiedTitle: 'FACTURA SIMPLIFICADA',
  rectifyingTitle: 'FACTURA RECTIFICATIVA',
  rectification: {
    heading: 'Rectificación',
    original: (number, date) => `Rectifica la factura ${number} de ${date}`,
    type: 'Tipo',
    types: {
      R1: 'R1 · Error fundado en derecho y art. 80 Uno, Dos y Seis LIVA',
      R2: 'R2 · Art. 80 Tres LIVA (concurso)',
      R3: 'R3 · Art. 80 Cuatro LIVA (créditos incobrables)',
      R4: 'R4 · Resto de causas',
      R5: 'R5 · Rectificativa de factura simplificada',
    },
    method: 'Método',
    methods: { S: 'Por sustitución', I: 'Por diferencias' },
    reason: 'Motivo',
  },
  number: 'Número',
  issueDate: 'Fecha de expedición',
  operationDate: 'Fecha de la operación',
  dueDate: { quote: 'Válido hasta', invoice: 'Vencimiento' },
  issuer: 'Emisor',
  client: 'Cliente',
  taxId: 'NIF/CIF',
  email: 'Correo',
  phone: 'Teléfono',
  description: 'Descripción',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario',
  vat: 'IVA',
  amount: 'Importe',
  exempt: 'Exento',
  taxBase: 'Base imponible',
  rate: 'Tipo',
  vatQuota: 'Cuota de IVA',
  totalBase: 'Total base imponible',
  totalVat: 'Total IVA',
  irpf: (rate) => `Retención IRPF (${rate} %)`,
  total: 'TOTAL',
  payment: 'Forma de pago',
  paymentConditions: 'Condiciones',
  iban: 'IBAN',
  bank: 'Banco',
  notes: 'Observaciones',
  terms: 'Condiciones adicionales',
  legalNotes: 'Menciones legales',
  legalForm: 'Forma jurídica',
  lineKinds: { session: (title) => (title ? `Sesión fotográfica: ${title}` : 'Sesión fotográfica'), extra_photos: 'Fotografías adicionales', complete_gallery: 'Galería completa' },
  legalForms: { self_employed: 'Autónomo', sl: 'S.L.', sa: 'S.A.', slu: 'S.L.U.', community_of_property: 'Comunidad de bienes', civil_society: 'Sociedad civil', cooperative: 'Cooperativa' },
  page: (page, pages) => `Página ${page} de ${pages}`,
  fileName: { quote: 'presupuesto', invoice: 'factura' },
};

const en: DocumentMessages = {
  title: { quote: 'QUOTE', invoice: 'INVOICE' },
  simplifiedTitle: 'SIMPLIFIED INVOICE',
  rectifyingTitle: 'CORRECTIVE INVOICE',
  rectification: {
    heading: 'Correction',
    original: (number, date) => `Corrects invoice ${number} of ${date}`,
    type: 'Type',
    types: {
      R1: 'R1 · Error founded in law and art. 80 One, Two and Six of the VAT Act',
      R2: 'R2 · Art. 80 Three of the VAT Act (insolvency)',
      R3: 'R3 · Art. 80 Four of the VAT Act (bad debts)',
      R4: 'R4 · Other causes',
      R5: 'R5 · Correction of a simplified invoice',
    },
    method: 'Method',
    methods: { S: 'By substitution', I: 'By differences' },
    reason: 'Reason',
  },
  number: 'Number',
  issueDate: 'Issue date',
  operationDate: 'Date of supply',
  dueDate: { quote: 'Valid until', invoice: 'Due date' },
  issuer: 'From',
  client: 'Bill to',
  taxId: 'Tax ID',
  email: 'Email',
  phone: 'Phone',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  vat: 'VAT',
  amount: 'Amount',
  exempt: 'Exempt',
  taxBase: 'Taxable base',
  rate: 'Rate',
  vatQuota: 'VAT amount',
  totalBase: 'Total taxable base',
  totalVat: 'Total VAT',
  irpf: (rate) => `IRPF withholding (${rate} %)`,
  total: 'TOTAL',
  payment: 'Payment',
  paymentConditions: 'Terms',
  iban: 'IBAN',
  bank: 'Bank',
  notes: 'Notes',
  terms: 'Additional terms',
  legalNotes: 'Legal notes',
  legalForm: 'Legal form',
  lineKinds: { session: (title) => (title ? `Photo session: ${title}` : 'Photo session'), extra_photos: 'Extra photos', complete_gallery: 'Complete gallery' },
  legalForms: { self_employed: 'Self-employed', sl: 'S.L.', sa: 'S.A.', slu: 'S.L.U.', community_of_property: 'Community of property', civil_society: 'Civil society', cooperative: 'Cooperative' },
  page: (page, pages) => `Page ${page} of ${pages}`,
  fileName: { quote: 'quote', invoice: 'invoice' },
};

export const DOCUMENT_MESSAGES: Record<Language, DocumentMessages> = { es, en };

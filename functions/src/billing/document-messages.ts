// Every word a quote or invoice prints, in the client's language.
import type { Language } from '@fotostudio/shared/constants';
import type { DocumentKind } from './pdf/billing-document-view.js';

export interface DocumentMessages {
  title: Record<DocumentKind, string>;
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

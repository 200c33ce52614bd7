// The billing domain's part of the route table (routes.ts joins every domain's part). Its
// Lambda function imports only this, so it bundles no other domain's contracts. A route
// joins this list together with its handler (the cold start refuses a listed route without
// one). The order is the order the generated suites write in: a quote is edited before it
// is converted.
import {
  cancelInvoice,
  checkInvoiceNumber,
  convertQuote,
  createQuote,
  deleteQuote,
  emailDocument,
  exportInvoices,
  getDocument,
  getDocumentPdf,
  issueInvoice,
  issueSessionSimplifiedInvoice,
  listDocuments,
  markInvoicePaid,
  markInvoiceSent,
  markInvoiceUnpaid,
  rectifyInvoice,
  sendSessionToInvoicing,
  substituteInvoices,
  updateInvoiceNotes,
  updateQuote,
} from './billing/document-routes.js';
import { exportVerifactuRecords, getInvoiceRecordXml, getInvoiceVerification } from './billing/verifactu.js';
import { correctInvoiceRecord } from './billing/verifactu-correction.js';
import { getVerifactuSubmission, listVerifactuStates, setVerifactuRepresentation, setVerifactuSubmission, uploadSubmissionCertificate } from './billing/verifactu-submission.js';
import { getBillingSettings, getBillingSettingsStatus, putBillingSettings } from './billing/settings.js';
import { defineDomainRoutes } from './route.js';
import { answerRefundQuestion, deleteInvoicePayment, listInvoicePayments, recordInvoicePayment } from './billing/invoice-payments.js';
import { getInvoicePage, getInvoicePagePdf, payInvoiceOnline, revokeInvoiceLink, shareInvoiceLink } from './billing/invoice-page.js';
import { acceptQuote, getQuotePage, revokeQuoteLink, shareQuoteLink } from './billing/quote-page.js';

export const billingRoutes = defineDomainRoutes('billing', [
  getBillingSettings,
  putBillingSettings,
  getBillingSettingsStatus,
  listDocuments,
  getDocument,
  createQuote,
  updateQuote,
  deleteQuote,
  convertQuote,
  issueInvoice,
  checkInvoiceNumber,
  markInvoiceSent,
  markInvoicePaid,
  markInvoiceUnpaid,
  // Before the cancellation: a cancelled invoice cannot be rectified.
  rectifyInvoice,
  substituteInvoices,
  cancelInvoice,
  updateInvoiceNotes,
  sendSessionToInvoicing,
  issueSessionSimplifiedInvoice,
  getDocumentPdf,
  emailDocument,
  exportInvoices,
  getInvoiceVerification,
  getInvoiceRecordXml,
  correctInvoiceRecord,
  exportVerifactuRecords,
  getVerifactuSubmission,
  uploadSubmissionCertificate,
  setVerifactuSubmission,
  setVerifactuRepresentation,
  listVerifactuStates,
  // The payment ledger of an invoice (issue 25 point 2).
  listInvoicePayments,
  recordInvoicePayment,
  deleteInvoicePayment,
  answerRefundQuestion,
  // The public invoice page (issue 25 point 2): shared, opened by its link's holder, then revoked.
  shareInvoiceLink,
  getInvoicePage,
  getInvoicePagePdf,
  revokeInvoiceLink,
  // "Pagar ahora" on the public invoice page (issue 25 point 2).
  payInvoiceOnline,
  // The public quote page (issue 25 point 3): shared, opened, accepted (its deposit is paid through payments.payQuoteDeposit), then revoked.
  shareQuoteLink,
  getQuotePage,
  acceptQuote,
  revokeQuoteLink,
]);

// The shared package's entry: the functions other packages and tools are told to call by name.
// Everything else is imported by path (`@fotostudio/shared/<module>`).
export { validateTaxId, type TaxIdValidation } from './tax/validate-tax-id.js';
export { validateEuVatNumber, type EuVatCheck, type EuVatProblem } from './tax/eu-vat-number.js';
export { verifactuHuella, huellaInput, type HuellaAltaFields, type HuellaAnulacionFields } from './verifactu/huella.js';

// The purposes' handlers, registered for the payment-events function (payment-purposes.ts).
// Each feature that takes payments adds one import line here for the module that calls
// `register(kind, { onPaid, onFailed, onExpired, onRefunded })`: invoices (the invoice payment
// ledger), deposits and gallery extras. An outcome of a purpose not registered is recorded on
// the payment and logged.
import '../billing/invoice-purpose.js';
import '../billing/deposit-purpose.js';
import './gallery-extras-purpose.js';

export {};

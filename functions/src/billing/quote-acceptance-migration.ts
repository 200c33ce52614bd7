// A data migration (data-migrations.ts, issue 26 point 4): acceptances stored before a quote
// asking its deposit online stood "accepted, deposit pending" until paid get `depositDue` once,
// by today's rule applied to what they are: a deposit asked and the photographer's account
// taking charges (the page offered "Pagar la señal" to such a client) is due online, so an
// unpaid one now shows pending until paid, a paid one (its invoice issued) accepted; a quote
// without deposit, or of a photographer without payments, stays accepted. Converted quotes get
// it too (their status is "converted" whatever it says). Idempotent and safe while the app
// serves: the write is conditioned on the acceptance having no `depositDue` yet.
import { depositDueOnAcceptance } from '@fotostudio/shared/billing/quote-acceptance';
import { scanAcceptancesWithoutDepositDue, setAcceptanceDepositDue } from '../data/stores/billing.js';
import { readPaymentsAccount } from '../data/stores/payments.js';
import { contentOfItem } from './document-content.js';

/** Gives every stored acceptance without it its `depositDue`; answers how many were written. */
export const recordAcceptanceDepositDue = async (): Promise<number> => {
  const quotes = await scanAcceptancesWithoutDepositDue();
  const takesCharges = new Map<string, boolean>();
  let written = 0;
  for (const quote of quotes) {
    let charges = takesCharges.get(quote.photographerId);
    if (charges === undefined) {
      const account = await readPaymentsAccount(quote.photographerId);
      charges = Boolean(account?.stripeAccountId && account.chargesEnabled);
      takesCharges.set(quote.photographerId, charges);
    }
    // A deposit already invoiced was paid online: it was due there.
    const depositAsked = Boolean(contentOfItem(quote).deposit);
    const depositDue = Boolean(quote.depositInvoice) || depositDueOnAcceptance({ depositAsked, takesCharges: charges });
    if (await setAcceptanceDepositDue(quote.photographerId, quote.documentId, depositDue)) written += 1;
  }
  return written;
};

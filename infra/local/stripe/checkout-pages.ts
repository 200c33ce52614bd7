// The local Stripe's hosted Checkout page (a session's `url`): what a browser (or a test posting
// its form) completes as Stripe's test numbers do: card 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure (then passed or
// failed on the challenge page); Bizum succeeds up to the bank's limit and is refused above it;
// SEPA Direct Debit (IBAN AT61 1904 3002 3457 3201 settles, AT86 1904 3002 3547 3202 fails)
// completes the session unpaid and settles later, as Stripe's does.
import type { StandInSession } from './checkout-objects.js';

export const CHECKOUT_PAGE_PATH = '/__stripe/checkout';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  threeDSecureOnce: '4000002500003155',
} as const;
export const TEST_IBANS = { settles: 'AT611904300234573201', fails: 'AT861904300235473202' } as const;

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const euros = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const shell = (lang: string, title: string, body: string) => `<!doctype html>
<html lang="${html(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${html(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}fieldset{margin:1rem 0;padding:1rem}label{display:block;margin:.5rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin:1rem .5rem 0 0;padding:.6rem 1rem}[role=alert]{color:#a00000;font-weight:600}</style></head>
<body><main>${body}</main></body></html>`;

export const checkoutPage = (session: StandInSession, error?: string) => {
  // The stand-in's page is written in English whatever the session's locale (Stripe's own page
  // would be translated); its language attribute says what the text is, for screen readers.
  const lang = 'en';
  const action = `${CHECKOUT_PAGE_PATH}/${html(session.id)}`;
  const methods = session.payment_method_types;
  const form = (method: string, legend: string, field: string) => `<form method="post" action="${action}"><fieldset><legend>${legend}</legend>
<input type="hidden" name="method" value="${method}">${field}
<button type="submit">Pay ${html(euros(session.amount_total, session.currency))}</button></fieldset></form>`;
  return shell(
    lang,
    'Stripe (local) · Checkout',
    `<h1>Local Stripe Checkout</h1>
<p>Session <code>${html(session.id)}</code>: ${session.line_items.map((item) => `${html(item.name)} × ${item.quantity}`).join(', ')}, total <strong>${html(euros(session.amount_total, session.currency))}</strong>.</p>
${error ? `<p role="alert">${html(error)}</p>` : ''}
${methods.includes('card') ? form('card', 'Card (Apple Pay and Google Pay ride on it)', '<label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number">') : ''}
${methods.includes('bizum') ? form('bizum', 'Bizum', '<label for="bizum-phone">Mobile phone</label><input id="bizum-phone" name="phone" inputmode="tel" autocomplete="tel">') : ''}
${methods.includes('sepa_debit') ? form('sepa_debit', 'SEPA Direct Debit', '<label for="iban">IBAN</label><input id="iban" name="iban" autocomplete="off">') : ''}
${session.cancel_url ? `<p><a href="${html(session.cancel_url)}">Back</a></p>` : ''}`,
  );
};

export const challengePage = (session: StandInSession) =>
  shell(
    'en',
    'Stripe (local) · 3D Secure',
    `<h1>3D Secure authentication</h1>
<p>Your bank asks you to confirm the payment of ${html(euros(session.amount_total, session.currency))}.</p>
<form method="post" action="${CHECKOUT_PAGE_PATH}/${html(session.id)}/3ds">
<button type="submit" name="outcome" value="pass">Complete authentication</button>
<button type="submit" name="outcome" value="fail">Fail authentication</button>
</form>`,
  );

export const closedPage = (session: StandInSession) =>
  shell('en', 'Stripe (local) · Checkout', `<h1>This checkout session is ${session.status === 'expired' ? 'expired' : 'complete'}</h1>`);

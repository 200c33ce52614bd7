// Every mail kind the functions write (and the words of the quote and invoice PDF), rendered in both languages from fixed facts: the golden
// file beside it (mail-kinds.golden.json) holds what they rendered before the words moved to
// functions/src/mail/locales (issue 21), and functions/test/mail-texts.test.ts compares.
import { LANGUAGES } from '@fotostudio/shared/constants';
import { applyToBeta, betaApplicationInput, contactInput, feedbackInput, sendContactMessage, sendFeedback } from '@fotostudio/shared/contracts/site';
import { buildAuthMessage, type AuthMessageKind } from '../../src/account/auth-mails.js';
import { DOCUMENT_MESSAGES } from '../../src/billing/document-messages.js';
import { downloadMail } from '../../src/gallery/workers/download-mail.js';
import { selectionNotice } from '../../src/gallery/workers/selection-mail.js';
import { archiveNotice } from '../../src/sessions/archive-notice.js';
import type { SessionItem } from '../../src/data/entities/session.js';
import { confirmationMail, operatorMail, type SiteForm } from '../../src/site/site-mail.js';
import { exampleOf } from '@fotostudio/shared/contracts/route-docs';

const APP_URL = 'https://app.example.com/';
const session = { sessionId: 's-1', title: 'Boda <Ana & Luis>', clientName: 'Ana “Anita” Pérez {title}', expiresAt: 1_790_000_000 } as SessionItem;
const price = { totalPriceCents: 123_456 } as Parameters<typeof selectionNotice>[1]['price'];
/** A price confirmed with its tax (issue 22 A): 1,234.56 € VAT included at 21 %. */
const priceWithTax = {
  totalPriceCents: 123_456,
  tax: { pricesIncludeVat: true, rows: [{ vat: { kind: 'rate', ratePercent: 21 }, baseCents: 102_030, quotaCents: 21_426 }], baseCents: 102_030, quotaCents: 21_426, totalCents: 123_456 },
} as Parameters<typeof selectionNotice>[1]['price'];

export const renderEveryMail = async (): Promise<Record<string, unknown>> => {
  const mails: Record<string, unknown> = {};
  for (const language of LANGUAGES) {
    for (const kind of ['confirmSignUp', 'resetPassword', 'invite'] as AuthMessageKind[]) {
      mails[`auth.${kind}.${language}`] = buildAuthMessage({
        kind,
        appUrl: APP_URL,
        email: 'ana+test@example.com',
        codeParameter: '{####}',
        usernameParameter: '{username}',
        language,
      });
    }
    for (const [name, fullGallery] of [['selection', false], ['selection.full', true]] as const) {
      mails[`${name}.${language}`] = selectionNotice(
        session,
        { version: 3, imageCount: 12, fullGallery, price },
        { language, currency: 'EUR' },
        APP_URL,
      );
    }
    mails[`selection.vatIncluded.${language}`] = selectionNotice(session, { version: 3, imageCount: 12, fullGallery: false, price: priceWithTax }, { language, currency: 'EUR' }, APP_URL);
    mails[`archive.${language}`] = await archiveNotice(session, language, 'Europe/Madrid', APP_URL);
    mails[`download.${language}`] = downloadMail(language, {
      title: session.title,
      business: 'Estudio Luz & Co',
      url: 'https://media.example.com/zip?a=1&b=2',
      until: '12 de marzo de 2027',
      megabytes: 512,
    });
    // The quote and invoice PDF's words, its phrases filled with fixed values.
    const m = DOCUMENT_MESSAGES[language];
    mails[`document.${language}`] = {
      ...m,
      rectification: {
        ...m.rectification,
        original: m.rectification.original('F-2026-0007', '03/02/2026'),
        amount: m.rectification.amount('Importe', '-15,00 €', '-3,15 €', '-18,15 €'),
      },
      substitution: {
        heading: m.substitution.heading,
        replaces: m.substitution.replaces('S-2026-0001, S-2026-0002'),
        invoice: m.substitution.invoice('S-2026-0001', '03/02/2026'),
        description: m.substitution.description('S-2026-0001, S-2026-0002'),
      },
      irpf: m.irpf('15'),
      lineKinds: { ...m.lineKinds, session: [m.lineKinds.session('Boda {x}'), m.lineKinds.session('')] },
      page: m.page(2, 3),
      pageLink: m.pageLink('https://app.example.com/f/abc&def'),
      payLink: m.payLink('https://app.example.com/f/abc&def'),
      quotePageLink: m.quotePageLink('https://app.example.com/p/abc&def'),
      depositPercent: m.depositPercent('30'),
      advanceLine: m.advanceLine('P-2026-0001'),
      deductionLine: m.deductionLine('S-2026-0001'),
      extrasAdvanceLine: m.extrasAdvanceLine('Boda de Ana'),
      depositCheckout: m.depositCheckout('P-2026-0001'),
    };
    const forms: SiteForm[] = [
      { kind: 'beta', id: 'b-1', waitlist: false, input: betaApplicationInput.parse({ ...exampleOf(applyToBeta).body, lang: language }) },
      { kind: 'beta', id: 'b-2', waitlist: true, input: betaApplicationInput.parse({ ...exampleOf(applyToBeta).body, lang: language }) },
      { kind: 'feedback', id: 'f-1', input: feedbackInput.parse({ ...exampleOf(sendFeedback).body, lang: language }) },
      { kind: 'contact', id: 'c-1', input: contactInput.parse({ ...exampleOf(sendContactMessage).body, lang: language }) },
    ];
    for (const form of forms) {
      const name = `site.${form.kind}${form.kind === 'beta' && form.waitlist ? '.waitlist' : ''}`;
      mails[`${name}.operator.${language}`] = operatorMail(form, 'operator@example.com');
      mails[`${name}.confirmation.${language}`] = confirmationMail(form, 'operator@example.com');
    }
  }
  return mails;
};

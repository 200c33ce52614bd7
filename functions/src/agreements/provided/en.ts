// The provided templates in English, for clients who read English, under Spanish law as the
// Spanish ones (issue 26 point 1); the same clauses in the same order. docs/agreements.md says
// they need a lawyer's review before production use.
import type { ProvidedTemplateKind } from '@fotostudio/shared/agreements/provided-kinds';
import type { AgreementDocument, BlockNode } from '@fotostudio/shared/agreements/rich-text';
import { bullets, documentOf, heading, paragraph, rule, title } from './document-builder.js';

const parties = (consumer: boolean): BlockNode[] => [
  heading('The parties'),
  paragraph('On the one hand, **{businessName}**, tax ID (NIF) {businessTaxId}, with address at {businessAddress} (email {businessEmail}, phone {businessPhone}), "the Photographer".'),
  paragraph(
    consumer
      ? 'On the other hand, **{clientName}**, ID (DNI/NIE/passport) {clientTaxId}, with address at {clientAddress} and email {clientEmail}, "the Client", who contracts as a consumer.'
      : 'On the other hand, **{clientName}**, tax ID {clientTaxId}, with address at {clientAddress} and email {clientEmail}, "the Client", who contracts in the course of their business or profession.',
  ),
  paragraph('Both parties have the capacity to contract and agree the following clauses.'),
];

const price = (consumer: boolean): BlockNode[] => [
  heading('2. Price, deposit and payment'),
  paragraph('The total price of the service is **{price}**. On signing this agreement the Client pays **{deposit}** to book the date; the rest is paid ____ (for example, on the day of the service or before delivery) by bank transfer or as the Photographer indicates.'),
  paragraph('Nature of the amount paid on signing (choose one option and delete the other):'),
  bullets(
    '**Option A, penitential deposit ("arras penitenciales", art. 1454 of the Spanish Civil Code):** the amount lets either party withdraw from the agreement: if the Client withdraws, they lose it; if the Photographer withdraws, they return twice the amount.',
    '**Option B, payment on account:** the amount is an advance on the price, deducted from the total and refunded or kept as the cancellation clause says.',
  ),
  ...(consumer ? [paragraph('Nothing above limits the right of withdrawal of clause 8 during its period.')] : []),
];

const cancellation: BlockNode[] = [
  heading('3. Cancellation and rescheduling'),
  paragraph('If the Client cancels the service, clause 2 applies to the amount paid on signing; any amounts paid beyond it are refunded, less the costs already incurred and shown.'),
  paragraph('If the Client asks to change the date at least ____ days in advance, the Photographer changes it once at no cost if the new date is free, and what was paid applies to the new date; if it is not free, the change is treated as a cancellation.'),
  paragraph('If the Photographer cannot provide the service because of force majeure (illness, accident), they propose a professional of equivalent quality, whom the Client may accept or not; if not, the Photographer refunds every amount received.'),
];

const delivery: BlockNode[] = [
  heading('4. Delivery'),
  paragraph('The Photographer delivers the selected and edited photographs in a private online gallery within ____ days of the service at the latest. Selection and editing follow the Photographer\'s style; the Client does not receive unedited files unless agreed here: ____.'),
];

const ownPrivateUse: BlockNode[] = [
  heading('5. Intellectual property'),
  paragraph('The Photographer is the author of the photographs and holds their intellectual property rights (Spanish Royal Legislative Decree 1/1996, the consolidated Intellectual Property Act, TRLPI). They grant the Client, non-exclusively and without time limit, the right to reproduce the delivered photographs for private and personal use (prints, albums, personal social media, crediting the author where possible), not for commercial purposes. Any other use needs the Photographer\'s written permission.'),
];

const commercialLicence: BlockNode[] = [
  heading('5. Licence of exploitation rights (TRLPI)'),
  paragraph('The Photographer is the author of the photographs and holds their intellectual property rights (Spanish Royal Legislative Decree 1/1996, TRLPI). They license to the Client the rights of **reproduction, distribution and public communication** (arts. 18, 19 and 20 TRLPI) of the delivered photographs, and of **transformation** (art. 21) only to adapt their format and cropping, with this scope (art. 43 TRLPI):'),
  bullets(
    'Forms of exploitation and media: ____ (for example, website, social media, printed catalogue, outdoor advertising).',
    'Territory: ____.',
    'Duration: ____. Where not stated, the licence is limited to five years and to the country where it is granted (art. 43.2 TRLPI).',
    'Exclusive or non-exclusive: ____. Exclusivity must be agreed expressly (art. 48 TRLPI).',
  ),
  paragraph('The licence fee is included in the price of clause 2. Uses not listed here need a new licence. The Client respects the author\'s moral rights (art. 14 TRLPI), in particular the credit "Photo: {businessName}" where the medium allows.'),
  paragraph('The licence does not include the image rights of the people who appear in the photographs, nor rights in trademarks, works or places photographed: the necessary permissions are obtained by ____ (the Client or the Photographer).'),
];

const imageRights: BlockNode[] = [
  heading('6. Image rights (Spanish Organic Law 1/1982)'),
  paragraph('Taking and using the image of the people photographed is governed by Spanish Organic Law 1/1982 on the civil protection of the rights to honour, personal and family privacy and one\'s own image. The Client (tick one):'),
  bullets(
    '☐ **Allows** the Photographer to use a selection of photographs in their portfolio, website and professional social media, without passing them to third parties for advertising.',
    '☐ **Does not allow** any use beyond delivery to the Client.',
  ),
  paragraph('This consent may be revoked at any time (art. 2.3 LO 1/1982) by writing to {businessEmail}; revocation does not require withdrawing what has already been printed.'),
  paragraph('**Minors.** Where minors appear, their image is used outside the Client\'s private sphere only with the written consent of their parents or guardians (art. 3 LO 1/1982; for their data, art. 7 LOPDGDD), and never where it could be against their interests (art. 4 of Organic Law 1/1996 on the legal protection of minors). Consenting as parents or guardians: ____ (name and ID) and ____ (name and ID).'),
];

const dataProtection: BlockNode[] = [
  heading('7. Data protection (GDPR and LOPDGDD)'),
  bullets(
    '**Controller:** {businessName}, tax ID {businessTaxId}, {businessAddress}, {businessEmail}.',
    '**Purpose:** managing this agreement, providing and invoicing the service and, if the Client allowed it, the image uses of clause 6.',
    '**Legal basis:** performance of the contract (art. 6.1.b of Regulation (EU) 2016/679, GDPR), legal accounting and tax obligations (art. 6.1.c) and consent for the image uses (art. 6.1.a).',
    '**Retention:** for the relationship and then for the legal periods (six years for accounting records, art. 30 of the Spanish Commercial Code, and those of tax law).',
    '**Recipients:** nobody, unless the law requires it; hosting, email and gallery providers process the data on the Photographer\'s behalf as processors.',
    '**Rights:** access, rectification, erasure, objection, restriction and portability, by writing to {businessEmail}, under Spanish Organic Law 3/2018 (LOPDGDD). The Client may complain to the Spanish Data Protection Agency (www.aepd.es).',
  ),
];

const withdrawal: BlockNode[] = [
  heading('8. Right of withdrawal'),
  paragraph('If this agreement is made at a distance or away from the Photographer\'s premises, the consumer Client may withdraw from it within **14 calendar days** of its conclusion, without giving a reason and at no cost (arts. 102 and 104 of Spanish Royal Legislative Decree 1/2007, the consolidated General Consumer Protection Act, TRLGDCU). The pre-contractual information of art. 97 TRLGDCU is given in this agreement.'),
  paragraph('To withdraw, the Client tells {businessName}, {businessAddress}, {businessEmail}, of their decision in a clear statement; they may use the model form below, though it is not required. Sending it before the period ends is enough.'),
  paragraph('The Photographer refunds every payment received without delay and within 14 calendar days of being told at the latest, by the same means of payment. If the Client expressly asked for the service to start during the withdrawal period, they pay for the part already provided (art. 108.3 TRLGDCU). The right is lost once the service has been fully provided with the Client\'s express consent and their acknowledgement that they know it (art. 103.a TRLGDCU).'),
  heading('Model withdrawal form'),
  paragraph('(Complete and return this form only if you wish to withdraw from the contract.)'),
  bullets(
    'To {businessName}, {businessAddress}, {businessEmail}:',
    'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods/for the provision of the following service (*): ____',
    'Ordered on/received on (*): ____',
    'Name of consumer(s): ____',
    'Address of consumer(s): ____',
    'Signature of consumer(s) (only if this form is notified on paper): ____',
    'Date: ____',
  ),
  paragraph('(*) Delete as appropriate.'),
];

const closing = (consumer: boolean, first: number): BlockNode[] => [
  heading(`${first}. Governing law and jurisdiction`),
  paragraph(
    consumer
      ? 'This agreement is governed by Spanish law. Any dispute goes to the courts of the consumer Client\'s domicile.'
      : 'This agreement is governed by Spanish law. The parties submit any dispute to the courts of ____.',
  ),
  heading(`${first + 1}. Electronic signature`),
  paragraph('The parties sign this agreement electronically (Regulation (EU) 910/2014, eIDAS), which they accept between them as having the same value as a handwritten signature. Date of the agreement: {agreementDate}.'),
  rule(),
  paragraph('The Photographer: {businessName}'),
  paragraph('The Client: {clientName}'),
];

const WEDDING: AgreementDocument = documentOf(
  title('Wedding photography agreement'),
  parties(true),
  heading('1. Subject'),
  paragraph('The Photographer photographs the wedding "{sessionTitle}", held on {sessionDate} at {sessionTime} at {sessionPlace}, with the **{packageName}** package: the coverage the package describes (preparations, ceremony, couple session, reception), the selection and editing of the photographs and their delivery in a private online gallery.'),
  price(true),
  cancellation,
  delivery,
  ownPrivateUse,
  imageRights,
  dataProtection,
  withdrawal,
  closing(true, 9),
);

const PORTRAIT: AgreementDocument = documentOf(
  title('Portrait or family session agreement'),
  parties(true),
  heading('1. Subject'),
  paragraph('The Photographer holds the photo session "{sessionTitle}" (portrait, family, maternity or newborn) on {sessionDate} at {sessionTime} at {sessionPlace}, with the **{packageName}** package, and delivers the selected and edited photographs in a private online gallery.'),
  price(true),
  cancellation,
  delivery,
  ownPrivateUse,
  imageRights,
  dataProtection,
  withdrawal,
  closing(true, 9),
);

const COMMERCIAL: AgreementDocument = documentOf(
  title('Commercial photography agreement with an image-rights licence'),
  parties(false),
  heading('1. Subject'),
  paragraph('The Photographer carries out the photography commission "{sessionTitle}" on {sessionDate} at {sessionPlace}, with the **{packageName}** package, and licenses to the Client the exploitation rights of clause 5. The commission covers: ____ (products, number of photographs, styling, locations).'),
  price(false),
  cancellation,
  delivery,
  commercialLicence,
  imageRights,
  dataProtection,
  heading('8. Withdrawal'),
  paragraph('The Client contracts in the course of their business or profession, so the consumers\' right of withdrawal (arts. 102 ff. TRLGDCU) does not apply. Were the Client a consumer, that right also applies as in the session or wedding agreement.'),
  closing(false, 9),
);

export const PROVIDED_EN: Record<ProvidedTemplateKind, { name: string; document: AgreementDocument }> = {
  wedding: { name: 'Wedding', document: WEDDING },
  portrait: { name: 'Portrait or family session', document: PORTRAIT },
  commercial: { name: 'Commercial commission with image licence', document: COMMERCIAL },
};

// The signed agreement PDF's file name, in a language: the name it is mailed, downloaded and
// exported with. Apart from signed-pdf.ts so that the account export (the table stream's
// bundle) names the files without bundling the PDF's rendering, mail and notices.
import type { Language } from '@fotostudio/shared/constants';
import en from '../mail/locales/en/agreement-pdf.json';
import es from '../mail/locales/es/agreement-pdf.json';
import { mailTexts } from '../mail/mail-texts.js';

const FILE_NAMES = mailTexts(es.fileName, en.fileName);

export const signedPdfFileName = (agreement: { language: Language; agreementId: string }, language: Language = agreement.language): string =>
  `${FILE_NAMES[language]}-${agreement.agreementId.slice(0, 8)}.pdf`;

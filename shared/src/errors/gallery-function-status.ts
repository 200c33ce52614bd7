// The statuses the gallery function answers with, and no others: its own codes, its extras
// Checkout's and those any HTTP function answers with. The function takes these parts instead
// of the whole catalogue (13.5 KiB of its bundle; decision 0005);
// web/test/error-catalogue.test.ts checks every code its bundle can answer with is here.
import { answerStatus } from './answer-status.js';
import { galleryStatus } from './gallery-status.js';
import { paymentsStatus } from './payments-status.js';

export const galleryFunctionStatus = { ...answerStatus, ...galleryStatus, ...paymentsStatus };

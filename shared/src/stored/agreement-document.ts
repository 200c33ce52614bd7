// An agreement's or template version's stored document and an agreement's merge values
// (issue 26, functions/src/agreements/): JSON text, the same shapes since agreements were built.
// The document was sanitised before it was stored, so the strict schema reads it.
import * as z from 'zod';
import { MERGE_FIELDS } from '../agreements/merge-fields.js';
import { agreementDocument } from '../agreements/rich-text.js';
import { storedJson } from './json-codec.js';

export const storedAgreementDocument = storedJson(agreementDocument);

/** Not held to today's input limit on a value's length: a stored value is read as written. */
export const storedMergeValues = storedJson(z.partialRecord(z.enum(MERGE_FIELDS), z.string()));

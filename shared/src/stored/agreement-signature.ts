// A signer's signature as stored on the agreement (issue 26 point 3): JSON text, drawn strokes
// or typed text, the same shape since signing was built.
import * as z from 'zod';
import { storedJson } from './json-codec.js';

const signature = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('drawn'), strokes: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
  z.object({ kind: z.literal('typed'), text: z.string() }),
]);

export const storedSignature = storedJson(signature);

/**
 * The photographer's own signature: their name and signature, applied when sending; or, as a
 * countersignature after every signer (issue 26's leftovers), with `countersigned` and the IP and
 * user agent of that request (optional: signatures stored before read as applied when sending).
 */
export const storedStudioSignature = storedJson(
  z.object({ name: z.string(), signature, signedAt: z.string(), countersigned: z.boolean().optional(), ip: z.string().optional(), userAgent: z.string().optional() }),
);

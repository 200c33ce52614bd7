// A signer's signature as stored on the agreement (issue 26 point 3): JSON text, drawn strokes
// or typed text, the same shape since signing was built.
import * as z from 'zod';
import { storedJson } from './json-codec.js';

const signature = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('drawn'), strokes: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
  z.object({ kind: z.literal('typed'), text: z.string() }),
]);

export const storedSignature = storedJson(signature);

/** The photographer's own signature applied when sending: their name and signature. */
export const storedStudioSignature = storedJson(z.object({ name: z.string(), signature, signedAt: z.string() }));

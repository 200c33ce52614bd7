// A session's image manifest as stored in the media bucket (functions/src/gallery/image-manifest.ts):
// one image per tuple, to keep 10,000 entries small. `v` is checked by the reader.
import * as z from 'zod';
import { storedJson } from './json-codec.js';

const entry = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.number(),
  z.number(),
  z.string().nullable(),
  z.union([z.literal(1), z.string()]).nullable(),
]);

export const storedImageManifest = storedJson(z.object({ v: z.number(), revision: z.number(), images: z.array(entry) }));

// The bundled TrueType font, found beside this module in the source tree and beside the
// bundle (copied there as fonts/) in Lambda: import.meta.url is this file in one case and
// the bundle in the other, and both have fonts/ next to them.
import { fileURLToPath } from 'node:url';

export const DEJAVU_SANS_FILE = fileURLToPath(new URL('./fonts/DejaVuSans.ttf', import.meta.url));

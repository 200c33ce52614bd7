// The QR code printed on a PDF's first page, as a phone would read it from the page: the
// page rendered by Debian's poppler-utils `pdftoppm` and decoded by zbar-tools' `zbarimg`.
// Used by the QR test of the functions and by the VERI*FACTU browser journey.
import { execFileSync } from 'node:child_process';

/**
 * The code's text, or '' when the page has none. `pngBase` names the rendered page
 * (`<pngBase>.png`). zbarimg exits 4 when it finds no code; its complaints about D-Bus go
 * to stderr, and only its answer matters.
 */
export const decodeQrOnFirstPage = (pdfFile: string, pngBase: string): string => {
  execFileSync('pdftoppm', ['-r', '200', '-gray', '-png', '-singlefile', '-f', '1', '-l', '1', pdfFile, pngBase]);
  try {
    return execFileSync('zbarimg', ['--raw', '-q', `${pngBase}.png`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    return '';
  }
};

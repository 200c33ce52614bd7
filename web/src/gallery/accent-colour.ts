// The photographer's accent colour, made usable: buttons filled with it get whichever text
// colour reads best, and where it draws on the page (hearts, outlines, links) it is darkened
// on a light page, lightened on a dark one (the dark theme), until it reaches the 3:1 contrast
// WCAG asks of UI parts (4.5:1 on the dark page, where it also colours links' text).

const HEX = /^#([0-9a-f]{6})$/i;
export const DEFAULT_ACCENT = '#1f2937';

type Rgb = [number, number, number];

const parse = (hex: string): Rgb | undefined => {
  const match = HEX.exec(hex);
  if (!match?.[1]) return undefined;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export const contrastRatio = (a: string, b: string): number => {
  const la = luminance(parse(a) ?? [0, 0, 0]);
  const lb = luminance(parse(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

export interface AccentColours {
  /** Fill of primary buttons. */
  accent: string;
  /** Text on that fill: black or white, whichever contrasts more. */
  onAccent: string;
  /** The accent where it draws on the page: at least 3:1 against a light page, 4.5:1 against a dark one. */
  accentOnPage: string;
}

export const accentColours = (accentColor: string | null, page = '#ffffff'): AccentColours => {
  const rgb = parse(accentColor ?? '') ?? (parse(DEFAULT_ACCENT) as Rgb);
  const accent = toHex(rgb);
  const onAccent = contrastRatio(accent, '#ffffff') >= contrastRatio(accent, '#000000') ? '#ffffff' : '#000000';
  const darkPage = contrastRatio(page, '#000000') < contrastRatio(page, '#ffffff');
  let onPage: Rgb = rgb;
  if (darkPage) {
    for (let step = 0; step < 30 && contrastRatio(toHex(onPage), page) < 4.5; step += 1) {
      onPage = [onPage[0] + (255 - onPage[0]) * 0.15, onPage[1] + (255 - onPage[1]) * 0.15, onPage[2] + (255 - onPage[2]) * 0.15];
    }
  } else {
    for (let step = 0; step < 20 && contrastRatio(toHex(onPage), page) < 3; step += 1) {
      onPage = [onPage[0] * 0.85, onPage[1] * 0.85, onPage[2] * 0.85];
    }
  }
  return { accent, onAccent, accentOnPage: toHex(onPage) };
};

import type { GalleryData } from '@fotostudio/shared/contracts/gallery';
import { useI18n, type Language, type TextKey } from './i18n';

// As shared/src/format/money.ts formats EUR, without its currency table: importing it would
// split the shared constants into a chunk of their own for both pages (0.1 KiB more for the
// login page, which is at its 180 KiB budget). A test keeps the two equal.
const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export const formatEuros = (cents: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** Gallery prices are in euros (the photographer's packages and products are priced in EUR). */
export const useMoney = (): ((cents: number) => string) => {
  const { language } = useI18n();
  return (cents) => formatEuros(cents, language);
};

/**
 * What the price chips say of VAT (issue 22 A): the photographer's billing setting
 * `pricesIncludeVat`, as the gallery's tax terms carry it, or "exento" at an exempt category.
 */
export const priceVatKey = (taxTerms: GalleryData['taxTerms']): TextKey =>
  taxTerms.vat.kind === 'exempt' ? 'info.vatExempt' : taxTerms.pricesIncludeVat ? 'info.vatIncluded' : 'info.vatExcluded';

/** A byte count as the download progress shows it (MB with one decimal). */
export const megabytes = (bytes: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1_000_000);

/**
 * When a refused try may be made again, relative to now ("in 5 seconds", "dentro de 12
 * minutos"): seconds under a minute, else whole minutes rounded up.
 */
export const retryWhen = (seconds: number, language: Language): string => {
  const relative = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'always' });
  return seconds < 60 ? relative.format(Math.max(1, Math.ceil(seconds)), 'second') : relative.format(Math.ceil(seconds / 60), 'minute');
};

/**
 * The selection deadline as the gallery's info area shows it (issue 28 point 2): the date and
 * time in Madrid (the studio's zone, whatever the visitor's) and how far it is ("in 3 days",
 * "dentro de 5 horas"): whole days from a day away, else hours rounded up.
 */
export const deadlineWhen = (deadline: string, language: Language, now = Date.now()): { absolute: string; relative: string } => {
  const at = Date.parse(deadline);
  const absolute = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at);
  const relative = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
  const hours = Math.max(1, Math.ceil((at - now) / 3_600_000));
  return { absolute, relative: hours >= 24 ? relative.format(Math.floor(hours / 24), 'day') : relative.format(hours, 'hour') };
};

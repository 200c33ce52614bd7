import { formatMoney } from '@fotostudio/shared/format/money';
import { useI18n } from './i18n';

/** Gallery prices are in euros (the photographer's packages and products are priced in EUR). */
export const useMoney = (): ((cents: number) => string) => {
  const { language } = useI18n();
  return (cents) => formatMoney(cents, 'EUR', language);
};

/** A byte count as the download progress shows it (MB with one decimal). */
export const megabytes = (bytes: number, language: 'es' | 'en'): string =>
  new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / 1_000_000);

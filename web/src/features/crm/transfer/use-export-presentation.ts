// How exported cells read for this user: headers and value labels in their language,
// dates in their format and time zone, the CSV separator their spreadsheet expects.
import type { Contact } from '@fotostudio/shared/contracts/crm';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../hooks/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { usePreferences } from '../../../lib/preferences';
import type { ExportColumnId } from './export-columns';
import type { ExportPresentation } from './export-file';

/** The label the screens show for a type, priority, status or source. */
export const enumLabel = (t: TFunction, id: ExportColumnId, value: string): string => {
  switch (id) {
    case 'type':
      return t(`crm.types.${value as Contact['type']}`);
    case 'priority':
      return t(`crm.priority.${value as NonNullable<Contact['priority']>}`);
    case 'status':
      return t(`crm.status.${value as NonNullable<Contact['status']>}`);
    case 'source':
      return t(`crm.source.${value as NonNullable<Contact['source']>}`);
    case 'idType':
      return t(`billing.form.client.idTypes.${value as NonNullable<Contact['idType']>}`);
    case 'language':
      return t(`crm.languages.${value as NonNullable<Contact['language']>}`);
    default:
      return value;
  }
};

export const useExportPresentation = (): ExportPresentation => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { dateFormat, timezone } = usePreferences();
  const formatDate = useFormatDate();
  return useMemo(
    () => ({
      header: (id) => t(`crm.transfer.columns.${id}`),
      enumValue: (id, value) => enumLabel(t, id, value),
      formatDay: formatDate,
      excelDayFormat: dateFormat.toLowerCase(),
      timeZone: timezone,
      csvDelimiter: language === 'es' ? ';' : ',',
      sheetName: t('crm.transfer.export.sheetName'),
    }),
    [t, language, dateFormat, timezone, formatDate],
  );
};

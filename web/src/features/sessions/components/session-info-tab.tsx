import type { SessionDetail } from '@fotostudio/shared/contracts/sessions';
import { timeForInput } from '@fotostudio/shared/sessions/session-fields';
import { useTranslation } from 'react-i18next';
import { useFormatDate, useFormatMoney } from '../../../hooks/use-formatters';
import { SessionFacts } from './session-facts';

/** Every field of the session, read-only; the Edit action opens the wizard in edit mode. */
export const SessionInfoTab = ({ detail }: { detail: SessionDetail }) => {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const { session } = detail;
  const notSet = t('common.notSet');
  const text = (value: string | null) => (value && value.trim() !== '' ? value : notSet);

  const rows: [string, string][] = [
    [t('sessions.form.fields.client'), session.clientName],
    [t('sessions.form.fields.package'), t('sessions.form.fields.packageOption', { name: detail.package.name, price: formatMoney(detail.package.priceCents) })],
    [t('sessions.form.fields.title'), session.title],
    [t('sessions.form.fields.type'), t(`sessions.list.types.${session.sessionType}`)],
    [t('sessions.detail.status'), t(`sessions.list.statuses.${session.status}`)],
    [t('sessions.form.fields.date'), session.date ? formatDate(session.date) : notSet],
    [t('sessions.form.fields.time'), session.time ? timeForInput(session.time) : notSet],
    [t('sessions.form.fields.duration'), session.durationMinutes === null ? notSet : t('sessions.detail.minutes', { count: session.durationMinutes })],
    [t('sessions.form.fields.location'), text(session.location)],
    [t('sessions.form.fields.calendarSync'), session.calendarSync ? t('sessions.detail.yes') : t('sessions.detail.no')],
    [t('sessions.form.fields.description'), text(session.description)],
    [t('sessions.form.fields.notes'), text(session.notes)],
    [t('sessions.form.fields.galleryComment'), text(session.galleryComment)],
    [t('sessions.detail.createdAt'), formatDate(new Date(session.createdAt))],
    [t('sessions.detail.updatedAt'), formatDate(new Date(session.updatedAt))],
  ];

  return <SessionFacts rows={rows} />;
};

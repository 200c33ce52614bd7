import type { SessionSummary } from '@fotostudio/shared/contracts/sessions';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { toLanguage } from '../../../i18n/i18n';
import { monthOf, monthWeeks, sessionsByDay, shiftMonth, weekdayOrder, type MonthKey, type WeekStart } from '../utils/calendar-month';
import { shortTime } from './session-badges';

/** What the calendar shows of a session: the sessions list's summaries and the dashboard's calendar sessions both fit. */
export type CalendarEntry = Pick<SessionSummary, 'sessionId' | 'title' | 'clientName' | 'date' | 'time'> & { status: string };

const utc = (day: string) => new Date(`${day}T12:00:00Z`);

/** Dates in the UI language; the days are calendar days, so they are read in UTC. */
const useDayFormats = () => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    const month = make({ month: 'long', year: 'numeric' });
    const long = make({ weekday: 'long', day: 'numeric', month: 'long' });
    const weekdayShort = make({ weekday: 'short' });
    const weekdayLong = make({ weekday: 'long' });
    // 2026-11-01 is a Sunday: day n of the week is 1 + n days later.
    const weekday = (n: number, format: Intl.DateTimeFormat) => format.format(utc(`2026-11-0${1 + n}`));
    return {
      month: (key: MonthKey) => month.format(utc(`${key}-01`)),
      long: (day: string) => long.format(utc(day)),
      weekdayShort: (n: number) => weekday(n, weekdayShort),
      weekdayLong: (n: number) => weekday(n, weekdayLong),
    };
  }, [language]);
};

const SessionButton = <S extends CalendarEntry>({ session, day, onOpen }: { session: S; day: string; onOpen: (session: S) => void }) => {
  const { t } = useTranslation();
  const formats = useDayFormats();
  // The name starts with what is shown (time and title); the day and client are read after it.
  return (
    <button type="button" className={`session-event session-event-${session.status}`} title={session.title} onClick={() => onOpen(session)}>
      {session.time ? <span className="session-event-time">{shortTime(session.time)} </span> : null}
      <span className="session-event-title">{session.title}</span>
      <span className="visually-hidden">{t('sessions.calendar.eventContext', { date: formats.long(day), client: session.clientName })}</span>
    </button>
  );
};

/** A day's sessions, as the grid's cell and the phone's agenda both list them. */
const DayEvents = <S extends CalendarEntry>({ sessions, day, onOpen }: { sessions: readonly S[]; day: string; onOpen: (session: S) => void }) => (
  <ul className="session-calendar-events">
    {sessions.map((session) => (
      <li key={session.sessionId}>
        <SessionButton session={session} day={day} onOpen={onOpen} />
      </li>
    ))}
  </ul>
);

/**
 * The month view: the weeks of the month from the photographer's first weekday, each
 * session on its day with its time and title (a button that opens it). On phones the
 * same month is a list of the days that have sessions.
 */
export const SessionCalendar = <S extends CalendarEntry>({
  month,
  today,
  weekStart,
  sessions,
  loading,
  onMonthChange,
  onOpen,
}: {
  month: MonthKey;
  /** `YYYY-MM-DD` in the photographer's time zone. */
  today: string;
  weekStart: WeekStart;
  sessions: readonly S[];
  loading: boolean;
  onMonthChange: (month: MonthKey) => void;
  onOpen: (session: S) => void;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  const formats = useDayFormats();
  const weeks = useMemo(() => monthWeeks(month, weekStart), [month, weekStart]);
  const byDay = useMemo(() => sessionsByDay(sessions), [sessions]);
  const daysWithSessions = weeks.flat().filter((day) => monthOf(day) === month && byDay.has(day));

  return (
    <section className="session-calendar" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className="session-calendar-toolbar">
        <h2 id={headingId} className="session-calendar-month" aria-live="polite">
          {formats.month(month)}
        </h2>
        {loading ? <Spinner label={t('common.loading')} size="sm" /> : null}
        <div className="session-calendar-nav">
          <button
            type="button"
            className="icon-button"
            aria-label={t('sessions.calendar.previous')}
            title={t('sessions.calendar.previous')}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <Button variant="secondary" disabled={monthOf(today) === month} onClick={() => onMonthChange(monthOf(today))}>
            {t('sessions.calendar.today')}
          </Button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('sessions.calendar.next')}
            title={t('sessions.calendar.next')}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>

      <table className="session-calendar-grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {weekdayOrder(weekStart).map((n) => (
              <th key={n} scope="col">
                <abbr title={formats.weekdayLong(n)}>{formats.weekdayShort(n)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = monthOf(day) === month;
                const classes = ['session-calendar-day', inMonth ? '' : 'is-outside', day === today ? 'is-today' : ''].filter(Boolean);
                return (
                  <td key={day} className={classes.join(' ')} aria-current={day === today ? 'date' : undefined}>
                    <span className="session-calendar-date">
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="visually-hidden">{formats.long(day)}</span>
                    </span>
                    {byDay.get(day)?.length ? <DayEvents sessions={byDay.get(day) ?? []} day={day} onOpen={onOpen} /> : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="session-calendar-agenda">
        {daysWithSessions.length === 0 ? (
          <p className="sessions-muted">{t('sessions.calendar.emptyMonth')}</p>
        ) : (
          <ol>
            {daysWithSessions.map((day) => (
              <li key={day} className={day === today ? 'is-today' : undefined}>
                <h3 className="session-calendar-agenda-day">{formats.long(day)}</h3>
                <DayEvents sessions={byDay.get(day) ?? []} day={day} onOpen={onOpen} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
};

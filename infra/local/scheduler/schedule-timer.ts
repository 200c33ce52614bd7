// EventBridge Scheduler's stand-in: invokes a function at each time of a daily schedule in a
// time zone (the notice scan's 09:00 Europe/Madrid, infra/lib/events-stack.ts), or of an hourly
// one (the agreements' lifecycle at minute 5), with the
// scheduled time as the event's `time`, as long as the stack runs. A run missed while the stack
// was stopped is not made up: the scan's window covers it on the next run.
import type { Logger } from '../logger.js';

export interface ScheduleTimer {
  stop(): void;
}

const offsetAt = (instant: number, timeZone: string): number => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
};

/** The next instant after `from` whose wall time in `timeZone` is hour:minute. */
export const nextDailyRun = (from: Date, { hour, minute, timeZone }: { hour: number; minute: number; timeZone: string }): Date => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(from);
  for (let add = 0; add < 3; add += 1) {
    const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`) + add * 86_400_000;
    const at = wall - offsetAt(wall - offsetAt(wall, timeZone), timeZone);
    if (at > from.getTime()) return new Date(at);
  }
  throw new Error('no next run');
};

/** The next instant after `from` at `minute` past an hour (the same minute in Madrid and every whole-hour zone). */
export const nextHourlyRun = (from: Date, { minute }: { minute: number }): Date => {
  const hour = Math.floor(from.getTime() / 3_600_000) * 3_600_000;
  const at = hour + minute * 60_000;
  return new Date(at > from.getTime() ? at : at + 3_600_000);
};

type Schedule = { hour: number; minute: number; timeZone: string } | { minute: number };

const nextRun = (from: Date, schedule: Schedule): Date => ('hour' in schedule ? nextDailyRun(from, schedule) : nextHourlyRun(from, schedule));

export const startScheduleTimer = (options: {
  name: string;
  schedule: Schedule;
  invoke: (event: { time: string }) => Promise<unknown>;
  logger: Logger;
}): ScheduleTimer => {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const next = nextRun(new Date(), options.schedule);
    // setTimeout holds at most ~24.8 days; a day is far below.
    timer = setTimeout(() => {
      void options.invoke({ time: next.toISOString() }).then(
        (result) => options.logger.info(`${options.name}: ${JSON.stringify(result)}`),
        (error: unknown) => options.logger.error(`${options.name} failed`, error),
      ).finally(arm);
    }, next.getTime() - Date.now());
    timer.unref();
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
};

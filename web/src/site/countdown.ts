export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until the deadline, in whole units; undefined once it has passed. */
export const remainingUntil = (deadline: string, now: number): Remaining | undefined => {
  const end = Date.parse(deadline);
  if (Number.isNaN(end) || end <= now) return undefined;
  const total = Math.floor((end - now) / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
};

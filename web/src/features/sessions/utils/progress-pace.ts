// The upload queue reports progress on every XHR progress event of every file in flight (dozens
// a second), and each report rendered the whole list of up to 500 picked files again: on a busy
// machine that rendering took the CPU the uploads needed (docs/performance.md, "Session upload
// through the wizard"). Reports are passed on at most every PROGRESS_EVERY_MS: the first at once,
// the latest one always.
export const PROGRESS_EVERY_MS = 250;

export const paced = <T>(deliver: (value: T) => void, everyMs: number = PROGRESS_EVERY_MS, now: () => number = () => Date.now()) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const { value } = pending;
    pending = undefined;
    last = now();
    deliver(value);
  };
  return {
    push: (value: T): void => {
      pending = { value };
      if (timer !== undefined) return;
      const wait = last + everyMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** Drops a report not passed on yet (the phase has moved on). */
    cancel: (): void => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
};

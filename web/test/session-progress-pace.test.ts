import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paced, PROGRESS_EVERY_MS } from '../src/features/sessions/utils/progress-pace';

describe('pacing the upload progress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes the first report at once, then at most one per interval, always the latest', () => {
    const seen: number[] = [];
    const progress = paced((value: number) => seen.push(value));
    progress.push(1);
    expect(seen).toEqual([1]);
    progress.push(2);
    progress.push(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(PROGRESS_EVERY_MS - 1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(PROGRESS_EVERY_MS * 4);
    expect(seen).toEqual([1, 3]);
    progress.push(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('drops a report not passed on yet when cancelled', () => {
    const seen: number[] = [];
    const progress = paced((value: number) => seen.push(value));
    progress.push(1);
    progress.push(2);
    progress.cancel();
    vi.advanceTimersByTime(PROGRESS_EVERY_MS * 2);
    expect(seen).toEqual([1]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/lib/api-client';
import { saveWhenUploadVerified } from '../src/lib/image-upload';

/** A save that answers with each of `answers` in turn (an error code, or 'ok'). */
const saveAnswering = (answers: ('ok' | 'upload.not_ready' | 'upload.rejected')[]) => {
  let calls = 0;
  const save = async (): Promise<string> => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer === 'ok') return 'saved';
    throw new ApiError(answer ?? 'general.unknown', answer === 'upload.not_ready' ? 409 : 400);
  };
  return { save, calls: () => calls };
};

describe('saving an upload that is still being verified', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits out upload.not_ready and saves once the image is verified', async () => {
    vi.useFakeTimers();
    const { save, calls } = saveAnswering(['upload.not_ready', 'upload.not_ready', 'upload.not_ready', 'ok']);
    const saved = saveWhenUploadVerified(save);
    await vi.runAllTimersAsync();
    await expect(saved).resolves.toBe('saved');
    expect(calls()).toBe(4);
  });

  it('gives up on a rejected file at once', async () => {
    const { save, calls } = saveAnswering(['upload.rejected']);
    await expect(saveWhenUploadVerified(save)).rejects.toMatchObject({ code: 'upload.rejected' });
    expect(calls()).toBe(1);
  });

  it('stops waiting after a while, with the not-ready answer', async () => {
    vi.useFakeTimers();
    const { save, calls } = saveAnswering(['upload.not_ready']);
    const saved = saveWhenUploadVerified(save);
    const outcome = expect(saved).rejects.toMatchObject({ code: 'upload.not_ready' });
    await vi.runAllTimersAsync();
    await outcome;
    expect(calls()).toBe(11);
  });

  it('stops when the upload is abandoned', async () => {
    const controller = new AbortController();
    controller.abort();
    const { save, calls } = saveAnswering(['upload.not_ready', 'ok']);
    await expect(saveWhenUploadVerified(save, controller.signal)).rejects.toMatchObject({ code: 'upload.not_ready' });
    expect(calls()).toBe(1);
  });
});

// Saves the client's choices as they go: a quiet moment after the last change the draft is
// PUT; a failed save is retried with growing pauses until it goes through, and a newer change
// simply replaces what is waiting. One save at a time, so an older draft never lands last.
import { useEffect, useRef, useState } from 'react';
import type { GalleryChoices } from '@fotostudio/shared/contracts/gallery';
import { galleryApi, GalleryApiError } from './api';

export type SaveState = { kind: 'idle' | 'saving' | 'saved' | 'retrying' } | { kind: 'failed'; code: string };

export const SAVE_DELAY_MS = 800;
const RETRY_MAX_MS = 30_000;

/** The pause before retry `attempt` (1, 2, …): 2 s, 4 s, 8 s … at most 30 s. */
export const retryDelay = (attempt: number): number => Math.min(RETRY_MAX_MS, 2000 * 2 ** (attempt - 1));

/** Codes that mean the link no longer takes drafts: the page shows why instead of retrying. */
export const LINK_GONE_CODES = new Set(['gallery.link_disabled', 'gallery.link_expired', 'gallery.link_invalid', 'gallery.link_closed', 'gallery.password_required', 'gallery.selection_deadline_passed']);

/** `viewerId`: whose list the choices are (issue 28 point 2); absent, the link's first list. */
export const useDraftSaver = (linkKey: string, choices: GalleryChoices, onLinkGone: (code: string) => void, viewerId?: string): SaveState => {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const latest = useRef(choices);
  const saved = useRef(choices);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const goneRef = useRef(onLinkGone);
  goneRef.current = onLinkGone;
  // A save that answers after the screen left (the selection was just confirmed) changes nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    latest.current = choices;
    const save = async (): Promise<void> => {
      if (inFlight.current) return;
      const sending = latest.current;
      if (sending === saved.current) return;
      inFlight.current = true;
      setState({ kind: 'saving' });
      try {
        await galleryApi.saveDraft(linkKey, sending, false, viewerId);
        saved.current = sending;
        attempt.current = 0;
        inFlight.current = false;
        if (!mounted.current) return;
        if (latest.current === sending) setState({ kind: 'saved' });
        else void save();
      } catch (error) {
        inFlight.current = false;
        if (!mounted.current) return;
        const code = error instanceof GalleryApiError ? error.code : 'general.unknown';
        if (LINK_GONE_CODES.has(code)) {
          goneRef.current(code);
        } else if (!(error instanceof GalleryApiError) || error.isTransient) {
          attempt.current += 1;
          setState({ kind: 'retrying' });
          timer.current = setTimeout(() => void save(), retryDelay(attempt.current));
        } else {
          // Refused as it is (e.g. too large): the next change tries again.
          setState({ kind: 'failed', code });
        }
      }
    };
    if (choices === saved.current) return undefined;
    // Unsaved from the first moment: "saved" never shows while a change waits for its turn.
    if (!inFlight.current) setState({ kind: 'saving' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [choices, linkKey, viewerId]);

  // Closing or hiding the tab sends what is still waiting, with a request that outlives the page.
  useEffect(() => {
    const flush = (): void => {
      // Not marked saved: if the tab comes back, the usual save still runs (a harmless repeat).
      if (latest.current !== saved.current) {
        void galleryApi.saveDraft(linkKey, latest.current, true, viewerId).catch(() => undefined);
      }
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [linkKey, viewerId]);

  return state;
};

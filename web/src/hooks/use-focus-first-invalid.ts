import { useEffect, type RefObject } from 'react';

/**
 * After each failed submit (bump `signal`), focus the first invalid field inside
 * `container`, so a screen reader reads out its message. 0 is "not submitted yet".
 */
export const useFocusFirstInvalid = (container: RefObject<HTMLElement | null>, signal: number): void => {
  useEffect(() => {
    if (signal === 0) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [container, signal]);
};

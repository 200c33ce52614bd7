import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onOutside` when a press starts outside every one of `refs` (while `enabled`).
 * Pointer-down, not click: a press that begins outside and ends inside still counts as
 * outside, as menus in desktop systems behave.
 */
export const useOutsideClick = (
  refs: readonly RefObject<HTMLElement | null>[],
  onOutside: () => void,
  enabled: boolean,
): void => {
  const latest = useRef({ refs, onOutside });
  useEffect(() => {
    latest.current = { refs, onOutside };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = latest.current.refs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [enabled]);
};

/**
 * A gate for a routed request: it waits until the test has seen what must show while the
 * request is under way (a progress bar), instead of a guessed delay.
 */
export const holdBack = (): { released: Promise<void>; release: () => void } => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
};

import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'accent';

/** A short status label (active, inactive, in use). The text carries the meaning; the colour only repeats it. */
export const Badge = ({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) => (
  <span className={`badge badge-${tone}`}>{children}</span>
);

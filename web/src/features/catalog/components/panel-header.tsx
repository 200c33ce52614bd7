import type { ReactNode } from 'react';

/** The intro line of a catalogue tab and its main action. */
export const PanelHeader = ({ intro, action }: { intro: string; action: ReactNode }) => (
  <div className="catalog-panel-header">
    <p className="catalog-panel-intro">{intro}</p>
    {action}
  </div>
);

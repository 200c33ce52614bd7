import type { ReactNode } from 'react';

/** The intro line of a tab's panel and its main action (or a few actions side by side). */
export const PanelHeader = ({ intro, action }: { intro: string; action?: ReactNode }) => (
  <div className="panel-header">
    <p className="panel-header-intro">{intro}</p>
    {action ? <div className="panel-header-actions">{action}</div> : null}
  </div>
);

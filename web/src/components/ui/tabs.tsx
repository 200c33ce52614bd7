import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping),
 * Home/End jump to the ends, and only the selected tab is in the Tab order.
 */
export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** Uncontrolled: the tab shown first. @default the first tab */
  initialTab?: string;
  /** Controlled: the tab shown (e.g. kept in the URL); pair with onTabChange. */
  selectedTab?: string;
  onTabChange?: (id: string) => void;
  /** Shown at the end of the tab row (e.g. a form's Edit / Save buttons). */
  actions?: ReactNode;
}

export const Tabs = ({ label, tabs, initialTab, selectedTab, onTabChange, actions }: TabsProps) => {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(initialTab ?? tabs[0]?.id);
  const selected = selectedTab ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const setSelected = (id: string) => {
    setOwnSelected(id);
    onTabChange?.(id);
  };

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div className={actions ? 'tab-bar has-actions' : 'tab-bar'}>
        <div className="tab-list" role="tablist" aria-label={label}>
          {tabs.map((tab, index) => {
            const isSelected = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  if (node) tabRefs.current.set(tab.id, node);
                  else tabRefs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.id}`}
                className="tab"
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel-${tab.id}`}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setSelected(tab.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {actions ? <div className="tab-actions">{actions}</div> : null}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          className="tab-panel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
};

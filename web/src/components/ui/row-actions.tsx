import { Icon, type IconName } from './icon';

export interface RowAction {
  id: string;
  /** The button's accessible name and tooltip; name the row's item in it ("Edit «Album»"). */
  label: string;
  icon: IconName;
  /** Styles the button as destructive (e.g. delete). */
  danger?: boolean;
  onSelect: () => void;
}

/**
 * The icon buttons of one table row. A click does not reach the row, so a row that opens
 * a detail when activated does not open it as well.
 */
export const RowActions = ({ actions }: { actions: readonly RowAction[] }) => (
  <div className="row-actions" onClick={(event) => event.stopPropagation()}>
    {actions.map((action) => (
      <button
        key={action.id}
        type="button"
        className={action.danger ? 'icon-button icon-button-danger' : 'icon-button'}
        aria-label={action.label}
        title={action.label}
        onClick={action.onSelect}
      >
        <Icon name={action.icon} size={18} />
      </button>
    ))}
  </div>
);

// The trash button that ends each row of a row editor (product variants, a contact's custom
// dates, invoice lines): removing a row is the same control everywhere.
import { Icon } from './icon';

export const RowRemoveButton = ({ label, title = label, disabled, onRemove }: { label: string; title?: string; disabled?: boolean; onRemove: () => void }) => (
  <div className="row-editor-remove">
    <button type="button" className="icon-button" disabled={disabled} aria-label={label} title={title} onClick={onRemove}>
      <Icon name="trash" size={18} />
    </button>
  </div>
);

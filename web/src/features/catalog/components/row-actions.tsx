import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';

/** Edit and delete buttons of one listed item, named after it for screen readers. */
export const RowActions = ({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) => {
  const { t } = useTranslation();
  const editLabel = t('catalog.actions.edit', { name });
  const deleteLabel = t('catalog.actions.delete', { name });
  return (
    <div className="catalog-row-actions">
      <button type="button" className="icon-button" aria-label={editLabel} title={editLabel} onClick={onEdit}>
        <Icon name="edit" size={18} />
      </button>
      <button type="button" className="icon-button icon-button-danger" aria-label={deleteLabel} title={deleteLabel} onClick={onDelete}>
        <Icon name="trash" size={18} />
      </button>
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import { RowActions as IconRowActions } from '../../../components/ui/row-actions';

/** Edit and delete buttons of one listed item, named after it for screen readers. */
export const RowActions = ({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) => {
  const { t } = useTranslation();
  return (
    <IconRowActions
      actions={[
        { id: 'edit', label: t('catalog.actions.edit', { name }), icon: 'edit', onSelect: onEdit },
        { id: 'delete', label: t('catalog.actions.delete', { name }), icon: 'trash', danger: true, onSelect: onDelete },
      ]}
    />
  );
};

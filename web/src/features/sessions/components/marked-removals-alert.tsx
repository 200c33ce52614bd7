import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { MarkedRemovals } from '../hooks/use-marked-removals';

/** While images are marked: how many (`label`), restore them all, or save their removal. */
export const MarkedRemovalsAlert = ({ removals, label }: { removals: MarkedRemovals; label: string }) => {
  const { t } = useTranslation();
  if (removals.markedShown.length === 0) return null;
  return (
    <Alert
      tone="warning"
      action={
        <>
          <Button variant="secondary" disabled={removals.saving} onClick={removals.restoreAll}>
            {t('sessions.images.restoreAll')}
          </Button>
          <Button variant="danger" pending={removals.saving} onClick={() => void removals.save()}>
            {removals.saving ? t('ui.saving') : t('sessions.images.saveRemovals')}
          </Button>
        </>
      }
    >
      {label}
    </Alert>
  );
};

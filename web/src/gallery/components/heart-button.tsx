import { memo } from 'react';
import { useI18n } from '../i18n';

interface HeartButtonProps {
  selected: boolean;
  fileName: string;
  onToggle: () => void;
  className?: string;
}

/** The heart that selects a photo: a toggle button, so screen readers say whether it is on. */
export const HeartButton = memo(function HeartButton({ selected, fileName, onToggle, className = 'g-heart' }: HeartButtonProps) {
  const { t } = useI18n();
  return (
    <button type="button" className={className} aria-pressed={selected} aria-label={t('heart.label', { name: fileName })} onClick={onToggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.6 8.4 3.4 4.8 7 4.6c2-.1 3.6 1 5 2.8 1.4-1.8 3-2.9 5-2.8 3.6.2 5.4 3.8 4.3 6.7-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={selected ? 'currentColor' : 'rgba(0,0,0,0.25)'}
          stroke={selected ? 'currentColor' : '#fff'}
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
});

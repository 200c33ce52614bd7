/** The product mark: a lens inside a rounded frame. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="9" fill="var(--color-brand)" />
    <circle cx="16" cy="16.5" r="7.25" fill="none" stroke="var(--color-brand-contrast)" strokeWidth="2.5" />
    <circle cx="16" cy="16.5" r="2.75" fill="var(--color-brand-accent)" />
    <circle cx="24.25" cy="8" r="1.75" fill="var(--color-brand-accent)" />
  </svg>
);

/** An accessible loading indicator: announced politely by screen readers. */
export const Spinner = ({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) => (
  <div className={`spinner spinner-${size}`} role="status" aria-live="polite">
    <span className="spinner-circle" aria-hidden="true" />
    <span className="spinner-label">{label}</span>
  </div>
);

/** Full-area variant, for route-level waits. */
export const PageSpinner = ({ label }: { label: string }) => (
  <div className="page-spinner">
    <Spinner label={label} />
  </div>
);

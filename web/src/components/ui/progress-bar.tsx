/**
 * A labelled progress bar with its status line read out politely. Without `value` the bar
 * is indeterminate (work under way whose size is unknown).
 */
export const ProgressBar = ({ label, value, max = 100, status }: { label: string; value?: number; max?: number; status: string }) => (
  <div className="upload-progress">
    <progress max={max} value={value} aria-label={label} />
    <span aria-live="polite">{status}</span>
  </div>
);

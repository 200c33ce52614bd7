import { sitePath } from '@fotostudio/shared/site/pages';
import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../texts';
import { useSite } from '../site-context';

/**
 * The development-notice modal of the shared UI: a badge on a feature still being built that
 * opens a dialog saying so. A native <dialog>: focus moves in and is trapped, Escape closes it
 * and focus returns to the badge; a click on the backdrop closes it too.
 */
export const DevNotice = ({ feature }: { feature: string }) => {
  const { chrome, language } = useSite();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <>
      <button type="button" className="site-dev-badge" aria-label={fill(chrome.devNotice.open, { feature })} onClick={() => setOpen(true)}>
        {chrome.devNotice.badge}
      </button>
      <dialog
        ref={dialog}
        className="site-dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="site-dialog-body">
          <h2 id={titleId}>{chrome.devNotice.title}</h2>
          <p>{fill(chrome.devNotice.body, { feature })}</p>
          <div className="site-dialog-actions">
            <a className="site-button site-button-ghost" href={sitePath('beta', language)}>
              {chrome.devNotice.beta}
            </a>
            <button type="button" className="site-button site-button-primary" onClick={() => setOpen(false)}>
              {chrome.devNotice.close}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
};

import { useRef, type ReactNode } from 'react';

/**
 * A file chooser opened by the caller's own button, so its wording follows the app's
 * language rather than the browser's. `input` must be rendered; `open` shows the chooser.
 */
export const useFilePicker = ({ accept, onFile }: { accept: string; onFile: (file: File) => void }): { open: () => void; input: ReactNode } => {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        // The same file chosen twice must still fire a change.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
};

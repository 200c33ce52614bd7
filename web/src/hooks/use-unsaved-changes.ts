// Whether a form's values differ from those it opened with: what makes closing its dialog
// ask before discarding (Modal's `unsavedChanges`). Values are plain form state, so their
// JSON is a faithful comparison.
import { useState } from 'react';

export const useUnsavedChanges = (values: unknown): boolean => {
  const [opened] = useState(() => JSON.stringify(values));
  return JSON.stringify(values) !== opened;
};

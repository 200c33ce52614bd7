import { createContext, useContext, type ReactNode } from 'react';

// Whether the fields below may be edited. Forms with an Edit button (the profile) render
// their fields read-only until it is pressed; fields outside any provider are editable.
const FormModeContext = createContext(true);

export const FormMode = ({ editing, children }: { editing: boolean; children: ReactNode }) => (
  <FormModeContext.Provider value={editing}>{children}</FormModeContext.Provider>
);

/** True when the field must not be edited: its own prop wins, else the surrounding form's mode. */
export const useFieldReadOnly = (readOnly: boolean | undefined): boolean => {
  const editing = useContext(FormModeContext);
  return readOnly ?? !editing;
};

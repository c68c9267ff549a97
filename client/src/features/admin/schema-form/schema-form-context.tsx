import { createContext, useContext } from 'react';
import { pathKey, type Path } from './form-values';

export interface SchemaFormState {
  value: unknown;
  setAt: (path: Path, next: unknown) => void;
  /** Server errors by dotted path, as the 400 named them. */
  errors: Record<string, string>;
  /** Prefix of every control's id. */
  idPrefix: string;
  /** Where this form's value sits in the request body ("content"), so its errors are found. */
  errorBase: Path;
}

export const SchemaFormContext = createContext<SchemaFormState | null>(null);

export function useSchemaForm() {
  const state = useContext(SchemaFormContext);
  if (!state) throw new Error('A schema field is drawn inside <SchemaForm>.');
  return {
    ...state,
    errorAt: (path: Path): string | undefined => state.errors[pathKey([...state.errorBase, ...path])],
  };
}

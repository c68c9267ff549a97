import { useMemo } from 'react';
import type { GroupNode } from './form-nodes';
import { setIn, type Path } from './form-values';
import { GroupFields } from './schema-field';
import { SchemaFormContext, type SchemaFormState } from './schema-form-context';

interface SchemaFormProps {
  /** describeSchema(the page's zod schema). */
  node: GroupNode;
  value: unknown;
  onChange: (next: unknown) => void;
  errors?: Record<string, string>;
  idPrefix: string;
  /** Where the value sits in the request body, e.g. ['content']: the server's error paths start so. */
  errorBase?: Path;
}

/**
 * A form generated from a zod schema: short texts as inputs, long ones as textareas, markdown with
 * the post editor's toolbar, lists that grow, shrink and reorder, nested objects as fieldsets, and
 * the server's 400 errors on the fields they name.
 */
export function SchemaForm({
  node,
  value,
  onChange,
  errors = {},
  idPrefix,
  errorBase = [],
}: SchemaFormProps) {
  const state = useMemo<SchemaFormState>(
    () => ({
      value,
      setAt: (path, next) => onChange(setIn(value, path, next)),
      errors,
      idPrefix,
      errorBase,
    }),
    [value, onChange, errors, idPrefix, errorBase],
  );
  return (
    <SchemaFormContext.Provider value={state}>
      <div className="grid gap-5">
        <GroupFields node={node} path={[]} />
      </div>
    </SchemaFormContext.Provider>
  );
}

import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, Input, Select, Textarea, fieldAria } from '@/components/ui/field';

// Labelled controls bound to a react-hook-form: each shows its own error, wired with aria-invalid
// and aria-describedby by <Field>. `required` only marks the label: the shared schema validates, so
// the browser's own bubbles never pre-empt SPEC's messages (forms use noValidate).

interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  /** Keeps ids unique when two forms on a page share a field name. */
  formId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
}

function useBinding<T extends FieldValues>({ form, name, formId, required }: BoundProps<T>) {
  const id = `${formId}-${name}`;
  const error = form.formState.errors[name]?.message as string | undefined;
  return { id, error, control: { ...form.register(name), 'aria-required': required || undefined } };
}

export function TextField<T extends FieldValues>(
  props: BoundProps<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form' | 'required'>,
) {
  const { form: _f, name: _n, formId: _i, label, required, hint, ...rest } = props;
  const { id, error, control } = useBinding(props);
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      <Input {...rest} {...control} {...fieldAria(id, error, Boolean(hint))} />
    </Field>
  );
}

export function TextAreaField<T extends FieldValues>(
  props: BoundProps<T> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'form' | 'required'>,
) {
  const { form: _f, name: _n, formId: _i, label, required, hint, ...rest } = props;
  const { id, error, control } = useBinding(props);
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      <Textarea {...rest} {...control} {...fieldAria(id, error, Boolean(hint))} />
    </Field>
  );
}

export function SelectField<T extends FieldValues>(
  props: BoundProps<T> & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form' | 'required'>,
) {
  const { form: _f, name: _n, formId: _i, label, required, hint, children, ...rest } = props;
  const { id, error, control } = useBinding(props);
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      <Select {...rest} {...control} {...fieldAria(id, error, Boolean(hint))}>
        {children}
      </Select>
    </Field>
  );
}

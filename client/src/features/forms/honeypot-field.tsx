import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The `website` trap: off-screen, out of the tab order and hidden from assistive technology, so
 * only bots fill it in. The server refuses a non-empty value ("Invalid submission").
 */
export function HoneypotField<T extends FieldValues>({
  form,
  formId,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  formId: string;
}) {
  const id = `${formId}-website`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...form.register('website' as Path<T>)} />
    </div>
  );
}

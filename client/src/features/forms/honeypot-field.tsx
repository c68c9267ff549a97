import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The `website` trap: off-screen, out of the tab order and hidden from assistive technology, so
 * only bots fill it in. Its error ("Invalid submission", SPEC section 5) is shown outside the
 * hidden box, or a person whose browser auto-filled it would get no answer at all.
 */
export function HoneypotField<T extends FieldValues>({
  form,
  formId,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  formId: string;
}) {
  const id = `${formId}-website`;
  const name = 'website' as Path<T>;
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id}>Website</label>
        <input id={id} type="text" tabIndex={-1} autoComplete="off" {...form.register(name)} />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

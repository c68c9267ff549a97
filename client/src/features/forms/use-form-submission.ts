import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '@/hooks/use-toast';
import { applyServerErrors } from './server-errors';

export interface ToastText {
  title: string;
  description: string;
}

interface SubmissionOptions<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  send: (values: TOutput) => Promise<unknown>;
  /** The success toast, or one chosen by the answer (an RSVP registered or waitlisted). */
  success: ToastText | ((result: unknown) => ToastText);
  /** The failure toast's description (its title is always "Error", SPEC section 8). */
  failure: (err: unknown) => string;
  /** Queries whose data the submission changes; refetched by prefix on success. */
  invalidates?: QueryKey;
  /** Runs after the toast with the answer, e.g. to show a lasting outcome in place of the form. */
  onSuccess?: (result: unknown) => void;
}

/**
 * SPEC section 4's form cycle: the button is disabled while pending; success shows its toast and
 * resets the form; failure shows an "Error" toast and puts any server field errors on their fields.
 */
export function useFormSubmission<TInput extends FieldValues, TOutput>({
  form,
  send,
  success,
  failure,
  invalidates,
  onSuccess,
}: SubmissionOptions<TInput, TOutput>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      toast(typeof success === 'function' ? success(result) : success);
      form.reset();
      onSuccess?.(result);
      if (invalidates) await queryClient.invalidateQueries({ queryKey: invalidates });
    },
    onError: (err) => {
      applyServerErrors(err, form);
      toast({ title: 'Error', description: failure(err), variant: 'destructive' });
    },
  });
  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));
  return { onSubmit, isPending: mutation.isPending };
}

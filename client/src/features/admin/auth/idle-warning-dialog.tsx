import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface IdleWarningDialogProps {
  open: boolean;
  onStay: () => void;
}

/**
 * CONTRACT section 10: a minute before an idle sign-out, the admin area says so. An alert dialog
 * (announced at once, focus on its one action); Escape also counts as "stay", since it is an action.
 */
export function IdleWarningDialog({ open, onStay }: IdleWarningDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-navy-950/60"
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="text-xl font-bold">
            You will be signed out in 1 minute
          </h2>
          <p id={`${id}-text`} className="mt-3 text-slate-700">
            For security, the admin area signs out after 30 minutes without activity. Stay signed in to keep
            working.
          </p>
          <div className="mt-6 flex justify-end">
            <Button autoFocus onClick={onStay}>
              Stay signed in
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}

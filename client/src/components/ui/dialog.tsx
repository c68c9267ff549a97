import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Called when the person dismisses the dialog (Escape, or a Cancel button that calls it). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** `alertdialog` for a warning that interrupts (announced at once); the native `dialog` role otherwise. */
  role?: 'alertdialog';
  /** The action buttons. */
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert, keeps focus
 * inside, closes on Escape and returns focus to the opener, with no focus-trap code of our own.
 */
export function Dialog({ open, onClose, title, description, role, children }: DialogProps) {
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
      role={role}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        // Keep React in charge of `open`: the parent decides, then the effect closes it.
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-navy-950/60"
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {title}
          </h2>
          {description && (
            <p id={`${id}-description`} className="mt-3 text-slate-700">
              {description}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">{children}</div>
        </>
      )}
    </dialog>
  );
}

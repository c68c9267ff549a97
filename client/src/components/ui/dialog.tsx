import { useEffect, useId, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  /** Called when the person dismisses the dialog (Escape, or a Cancel button that calls it). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** `alertdialog` for a warning that interrupts (announced at once); the native `dialog` role otherwise. */
  role?: 'alertdialog';
  /** What the dialog holds besides its actions: it scrolls when taller than the screen. */
  content?: ReactNode;
  /** `wide` for a dialog that shows a page-wide thing, such as an e-mail's preview. */
  size?: 'wide';
  /**
   * The action buttons: pinned below `content` when there is some, so they stay on screen however
   * long it is; else they scroll with the rest (a dialog that is one form holds its own fields).
   */
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert, keeps focus
 * inside, closes on Escape and returns focus to the opener, with no focus-trap code of our own.
 */
export function Dialog({ open, onClose, title, description, role, content, size, children }: DialogProps) {
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
      // open:flex, not flex: an author's display would override the closed dialog's display: none.
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] flex-col rounded-xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-navy-950/60 open:flex ${size === 'wide' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      {open && (
        <>
          <div className={`min-h-0 overflow-y-auto px-6 pt-6 ${content ? '' : 'pb-6'}`}>
            <h2 id={`${id}-title`} className="text-xl font-bold">
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className="mt-3 text-slate-700">
                {description}
              </p>
            )}
            {content ? <div className="mt-4">{content}</div> : <Actions className="mt-6">{children}</Actions>}
          </div>
          {content && <Actions className="px-6 pt-4 pb-6">{children}</Actions>}
        </>
      )}
    </dialog>
  );
}

function Actions({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div data-dialog-actions className={`flex flex-wrap justify-end gap-3 ${className}`}>
      {children}
    </div>
  );
}

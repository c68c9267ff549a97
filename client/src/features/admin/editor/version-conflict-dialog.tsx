import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface Difference {
  label: string;
  theirs: string;
  mine: string;
}

interface VersionConflictDialogProps {
  /** "This post was changed elsewhere". */
  title: string;
  /** The server's 409 message. */
  message: string;
  differences: Difference[];
  /** Said when no compared text differs. */
  sameNote: string;
  /** What "Copy mine" puts on the clipboard. */
  copyText: string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

function Versions({ label, theirs, mine }: Difference) {
  return (
    <section className="mt-4">
      <h3 className="font-semibold text-navy-900">{label} differs</h3>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {[
          ['Theirs (saved on the server)', theirs],
          ['Yours (in this editor)', mine],
        ].map(([heading, text]) => (
          <div key={heading}>
            <p className="text-sm text-slate-600">{heading}</p>
            <pre className="mt-1 max-h-48 overflow-auto rounded border border-slate-200 bg-slate-50 p-2 text-sm whitespace-pre-wrap">
              {text || '(empty)'}
            </pre>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A 409 in any editor: what differs between the server's version and the writer's, and three ways on. */
export function VersionConflictDialog({
  title,
  message,
  differences,
  sameNote,
  copyText,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: VersionConflictDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [copied, setCopied] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function copyMine() {
    try {
      await navigator.clipboard.writeText(copyText);
      setCopied('Your version is on the clipboard.');
    } catch {
      setCopied('The clipboard is not available here: select your text in the editor and copy it.');
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-4xl rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-navy-950/60"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p id={`${id}-description`} className="mt-3 text-slate-700">
        {message} Nothing of yours was saved over it, and nothing of theirs was lost.
      </p>
      {differences.length === 0 ? (
        <p className="mt-4">{sameNote}</p>
      ) : (
        differences.map((difference) => <Versions key={difference.label} {...difference} />)
      )}
      <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-700">
        {copied}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={copyMine}>
          Copy mine
        </Button>
        <Button variant="outline" onClick={onTakeTheirs}>
          Take theirs
        </Button>
        <Button onClick={onKeepMine}>Keep mine (save over)</Button>
      </div>
    </dialog>
  );
}

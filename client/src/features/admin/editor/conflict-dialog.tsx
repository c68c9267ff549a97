import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { valuesFromPost, type EditorValues } from './post-form-values';
import type { Conflict } from './use-post-saver';

const COMPARED = [
  ['title', 'Title'],
  ['excerpt', 'Excerpt'],
  ['content', 'Content'],
  ['featuredImage', 'Featured image'],
  ['featuredImageAlt', 'Featured image alt text'],
] as const satisfies readonly (readonly [keyof EditorValues, string])[];

interface ConflictDialogProps {
  conflict: Conflict;
  /** The form as it is now: what "mine" means when saving over or copying. */
  mine: EditorValues;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onClose: () => void;
}

function Versions({ label, theirs, mine }: { label: string; theirs: string; mine: string }) {
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

/** A 409: what differs between the server's post and the writer's, and three ways on. */
export function ConflictDialog({ conflict, mine, onKeepMine, onTakeTheirs, onClose }: ConflictDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [copied, setCopied] = useState('');
  const theirs = valuesFromPost(conflict.theirs);
  const differing = COMPARED.filter(([field]) => theirs[field] !== mine[field]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function copyMine() {
    const text = `${mine.title}\n\n${mine.excerpt}\n\n${mine.content}`;
    try {
      await navigator.clipboard.writeText(text);
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
        This post was changed elsewhere
      </h2>
      <p id={`${id}-description`} className="mt-3 text-slate-700">
        {conflict.message} Nothing of yours was saved over it, and nothing of theirs was lost.
      </p>
      {differing.length === 0 ? (
        <p className="mt-4">The text is the same in both; other fields (date, tags, status) may differ.</p>
      ) : (
        differing.map(([field, label]) => (
          <Versions key={field} label={label} theirs={theirs[field]} mine={mine[field]} />
        ))
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

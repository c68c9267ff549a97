import { cn } from '@/lib/cn';

const choices = [
  { preview: false, label: 'Edit texts' },
  { preview: true, label: 'Preview' },
];

/** Switches the editor between its form and the public page showing the unsaved texts. */
export function PreviewToggle({
  previewing,
  onChange,
}: {
  previewing: boolean;
  onChange: (previewing: boolean) => void;
}) {
  return (
    <div role="group" aria-label="Editor view" className="flex w-fit rounded-lg border border-slate-300 p-1">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          aria-pressed={previewing === choice.preview}
          onClick={() => onChange(choice.preview)}
          className={cn(
            'min-h-11 rounded-md px-4 text-sm font-semibold',
            previewing === choice.preview ? 'bg-navy-900 text-white' : 'text-navy-900 hover:bg-slate-100',
          )}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

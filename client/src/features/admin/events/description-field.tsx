import { useRef, type KeyboardEvent } from 'react';
import { Field, Textarea, fieldAria } from '@/components/ui/field';
import { mediaMarkdown } from '../media/media-rules';
import { useMediaUpload } from '../media/use-media-upload';
import {
  applyMarkdownCommand,
  insertBlock,
  SHORTCUTS,
  type MarkdownCommand,
  type TextState,
} from '../editor/markdown-commands';
import { MarkdownToolbar } from '../editor/markdown-toolbar';

const ID = 'event-description';

/** The event's markdown description with the post editor's toolbar and shortcuts. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  error?: string;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const { upload } = useMediaUpload();

  function apply(edit: (state: TextState) => TextState) {
    const el = area.current;
    if (!el) return;
    const next = edit({ value: el.value, start: el.selectionStart, end: el.selectionEnd });
    onChange(next.value);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  }
  const run = (command: MarkdownCommand) => apply((state) => applyMarkdownCommand(command, state));

  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = SHORTCUTS[event.key.toLowerCase()];
    if (!command) return;
    event.preventDefault();
    run(command);
  }

  async function uploadImage(file: File) {
    const item = await upload(file);
    if (item) apply((state) => insertBlock(state, mediaMarkdown(item)));
  }

  return (
    <Field id={ID} label="Description" error={error} hint="Markdown.">
      <div>
        <MarkdownToolbar controls={ID} onCommand={run} onImageFile={uploadImage} />
        <Textarea
          ref={area}
          rows={12}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={shortcut}
          className="rounded-t-none font-mono text-sm"
          {...fieldAria(ID, error, true)}
        />
      </div>
    </Field>
  );
}

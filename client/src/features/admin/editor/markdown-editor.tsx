import { useRef, type FocusEventHandler, type KeyboardEvent } from 'react';
import { Textarea, fieldAria } from '@/components/ui/field';
import { mediaMarkdown } from '../media/media-rules';
import { UploadProgress } from '../media/upload-progress';
import { useImageDropAndPaste } from '../media/use-image-drop';
import { useMediaUpload } from '../media/use-media-upload';
import {
  applyMarkdownCommand,
  insertBlock,
  SHORTCUTS,
  type MarkdownCommand,
  type TextState,
} from './markdown-commands';
import { MarkdownToolbar } from './markdown-toolbar';

interface MarkdownEditorProps {
  /** The textarea's id; its label is the caller's (`<Field id>`), and the toolbar controls it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  error?: string;
  /** The caller's <Field> shows a hint under the textarea. */
  hint?: boolean;
  name?: string;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  /** The form library's handle on the element, to focus it on an error. */
  inputRef?: (element: HTMLTextAreaElement | null) => void;
}

/**
 * A markdown textarea with the formatting toolbar (bold, italic, heading, link, list, quote,
 * image), its Ctrl/Cmd shortcuts, and images uploaded when chosen, dropped or pasted: the post
 * editor's content and every markdown text of a generated page form.
 */
export function MarkdownEditor({
  id,
  value,
  onChange,
  rows = 8,
  error,
  hint,
  name,
  onBlur,
  inputRef,
}: MarkdownEditorProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { upload, uploads } = useMediaUpload();

  /** Writes the edited text through onChange (so autosave and backup see it) and puts the selection back. */
  function apply(edit: (state: TextState) => TextState) {
    const el = area.current;
    if (!el) return;
    const next = edit({ value: el.value, start: el.selectionStart, end: el.selectionEnd });
    onChange(next.value);
    el.value = next.value;
    el.focus();
    el.setSelectionRange(next.start, next.end);
  }

  const run = (command: MarkdownCommand) => apply((state) => applyMarkdownCommand(command, state));

  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const command = SHORTCUTS[event.key.toLowerCase()];
    if (!command) return;
    event.preventDefault();
    run(command);
  }

  // Images dropped or pasted into the text upload too, and land where the caret is.
  const dropped = useImageDropAndPaste((markdown) => apply((state) => insertBlock(state, markdown)));

  async function uploadImage(file: File) {
    const item = await upload(file);
    if (item) apply((state) => insertBlock(state, mediaMarkdown(item)));
  }

  return (
    <>
      <div>
        <MarkdownToolbar controls={id} onCommand={run} onImageFile={uploadImage} />
        <Textarea
          rows={rows}
          className="rounded-t-none font-mono text-sm"
          {...fieldAria(id, error, hint)}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          ref={(el) => {
            area.current = el;
            inputRef?.(el);
          }}
          onKeyDown={shortcut}
          {...dropped.handlers}
        />
      </div>
      <UploadProgress uploads={[...uploads, ...dropped.uploads]} />
    </>
  );
}

import { useRef, type KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field, Textarea, fieldAria } from '@/components/ui/field';
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
import type { EditorValues } from './post-form-values';

/** The content textarea with its formatting toolbar, shortcuts and image upload. */
export function ContentField({ form }: { form: UseFormReturn<EditorValues> }) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const { upload, uploads } = useMediaUpload();
  const error = form.formState.errors.content?.message;
  const { ref: registerRef, ...field } = form.register('content');

  /** Writes the edited text through the form (so autosave and backup see it) and puts the selection back. */
  function apply(edit: (state: TextState) => TextState) {
    const el = area.current;
    if (!el) return;
    const next = edit({ value: el.value, start: el.selectionStart, end: el.selectionEnd });
    form.setValue('content', next.value, { shouldDirty: true });
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
    <Field id="post-content" label="Content" required error={error} hint="Markdown.">
      <div>
        <MarkdownToolbar controls="post-content" onCommand={run} onImageFile={uploadImage} />
        <Textarea
          rows={20}
          className="rounded-t-none font-mono text-sm"
          {...fieldAria('post-content', error, true)}
          {...field}
          ref={(el) => {
            registerRef(el);
            area.current = el;
          }}
          onKeyDown={shortcut}
          {...dropped.handlers}
        />
      </div>
      <UploadProgress uploads={[...uploads, ...dropped.uploads]} />
    </Field>
  );
}

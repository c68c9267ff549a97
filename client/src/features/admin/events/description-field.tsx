import { Field } from '@/components/ui/field';
import { MarkdownEditor } from '../editor/markdown-editor';

const ID = 'event-description';

/** The event's markdown description with the post editor's toolbar, shortcuts and image uploads. */
export function DescriptionField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  error?: string;
}) {
  return (
    <Field id={ID} label="Description" error={error} hint="Markdown.">
      <MarkdownEditor id={ID} rows={12} value={value} onChange={onChange} error={error} hint />
    </Field>
  );
}

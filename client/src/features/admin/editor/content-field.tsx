import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { MarkdownEditor } from './markdown-editor';
import type { EditorValues } from './post-form-values';

/** The post's content: the markdown editor, bound to the editor's form. */
export function ContentField({ form }: { form: UseFormReturn<EditorValues> }) {
  const error = form.formState.errors.content?.message;
  const { ref, name, onBlur } = form.register('content');
  const value = useWatch({ control: form.control, name: 'content' });
  return (
    <Field id="post-content" label="Content" required error={error} hint="Markdown.">
      <MarkdownEditor
        id="post-content"
        rows={20}
        value={value}
        onChange={(next) => form.setValue('content', next, { shouldDirty: true })}
        error={error}
        hint
        name={name}
        onBlur={onBlur}
        inputRef={ref}
      />
    </Field>
  );
}

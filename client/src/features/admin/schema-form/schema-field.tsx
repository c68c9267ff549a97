import { Field, Input, Select, Textarea, fieldAria } from '@/components/ui/field';
import { MarkdownEditor } from '../editor/markdown-editor';
import type { FormNode, GroupNode, TextNode } from './form-nodes';
import { fieldId, getIn, type Path } from './form-values';
import { ListField } from './list-field';
import { MediaPictureField } from './media-picture-field';
import { useSchemaForm } from './schema-form-context';

interface SchemaFieldProps {
  node: FormNode;
  path: Path;
  /** A list item's name ("Paragraph 2") in place of the node's own label. */
  label?: string;
}

const required = (node: TextNode) => !node.optional && !node.nullable && (node.minLength ?? 0) > 0;

function TextField({ node, path, label }: SchemaFieldProps & { node: TextNode }) {
  const form = useSchemaForm();
  const id = fieldId(form.idPrefix, path);
  const error = form.errorAt(path);
  const value = String(getIn(form.value, path) ?? '');
  const set = (next: string) => form.setAt(path, next);
  const hint = node.description ?? (node.format === 'markdown' ? 'Markdown.' : undefined);
  let control;
  if (node.format === 'markdown')
    control = <MarkdownEditor id={id} value={value} onChange={set} error={error} hint={Boolean(hint)} />;
  else if (node.format === 'multiline')
    control = (
      <Textarea
        rows={4}
        {...fieldAria(id, error, Boolean(hint))}
        maxLength={node.maxLength}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  else
    control = (
      <Input
        type={node.inputType === 'email' ? 'email' : 'text'}
        inputMode={node.inputType === 'url' ? 'url' : undefined}
        {...fieldAria(id, error, Boolean(hint))}
        maxLength={node.maxLength}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  return (
    <Field id={id} label={label ?? node.label} error={error} hint={hint} required={required(node)}>
      {control}
    </Field>
  );
}

export function GroupFields({ node, path }: { node: GroupNode; path: Path }) {
  return node.fields.map(({ key, node: field }) => (
    <SchemaField key={key} node={field} path={[...path, key]} />
  ));
}

/** One value of a generated form, drawn as its kind asks. */
export function SchemaField({ node, path, label }: SchemaFieldProps) {
  const form = useSchemaForm();
  const id = fieldId(form.idPrefix, path);
  const error = form.errorAt(path);
  const value = getIn(form.value, path);
  switch (node.kind) {
    case 'text':
      return <TextField node={node} path={path} label={label} />;
    case 'list':
      return <ListField node={node} path={path} label={label} />;
    case 'group':
      return (
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-navy-900">{label ?? node.label}</legend>
          {node.description && <p className="text-sm text-slate-600">{node.description}</p>}
          <GroupFields node={node} path={path} />
        </fieldset>
      );
    case 'number':
      return (
        <Field id={id} label={label ?? node.label} error={error} hint={node.description}>
          <Input
            type="number"
            {...fieldAria(id, error, Boolean(node.description))}
            min={node.min}
            max={node.max}
            step={node.integer ? 1 : 'any'}
            value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
            onChange={(e) => form.setAt(path, e.target.value === '' ? '' : e.target.valueAsNumber)}
          />
        </Field>
      );
    case 'boolean':
      return (
        <div className="grid gap-1">
          <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-navy-900">
            <input
              type="checkbox"
              {...fieldAria(id, error)}
              className="size-5 accent-union-600"
              checked={value === true}
              onChange={(e) => form.setAt(path, e.target.checked)}
            />
            {label ?? node.label}
          </label>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      );
    case 'choice':
      return (
        <Field id={id} label={label ?? node.label} error={error} hint={node.description}>
          <Select
            {...fieldAria(id, error, Boolean(node.description))}
            value={String(value ?? '')}
            onChange={(e) => {
              const picked = node.options.find((o) => String(o) === e.target.value);
              form.setAt(path, picked ?? e.target.value);
            }}
          >
            {node.options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {String(option)}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'media':
      return <MediaPictureField node={node} path={path} label={label} />;
    case 'fixed':
      return null;
  }
}

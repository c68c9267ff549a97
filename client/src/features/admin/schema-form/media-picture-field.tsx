import { useState } from 'react';
import type { MediaItem } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { LibraryDialog } from '../media/library-dialog';
import { MEDIA_ALT_MAX, thumbnailOf } from '../media/media-rules';
import type { MediaNode } from './form-nodes';
import { fieldId, getIn, type Path } from './form-values';
import { useSchemaForm } from './schema-form-context';

interface Picture {
  url: string;
  alt: string;
}

/**
 * A picture chosen from the media library with its alt text (a candidate's portrait): the library
 * dialog of the post editor, a preview, and Remove to go back to the initials portrait.
 */
export function MediaPictureField({ node, path, label }: { node: MediaNode; path: Path; label?: string }) {
  const form = useSchemaForm();
  const id = fieldId(form.idPrefix, path);
  const picture = (getIn(form.value, path) as Picture | undefined) ?? { url: '', alt: '' };
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const altId = `${id}-alt`;
  const altError = form.errorAt([...path, 'alt']);
  const urlError = form.errorAt([...path, 'url']) ?? form.errorAt(path);
  const preview = chosen?.url === picture.url ? thumbnailOf(chosen, 640) : null;

  function pick(item: MediaItem) {
    setPicking(false);
    setChosen(item);
    // The image's own description fills an empty alt, never replaces one staff wrote.
    form.setAt(path, { url: item.url, alt: picture.alt.trim() ? picture.alt : item.alt });
  }

  return (
    <fieldset id={id} className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">{label ?? node.label}</legend>
      <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
        {picture.url ? (
          <img
            src={preview?.url ?? picture.url}
            width={preview?.width ?? 320}
            height={preview?.height ?? 320}
            alt={picture.alt ? `Preview: ${picture.alt}` : 'Preview of the chosen picture'}
            className="aspect-square w-40 rounded-lg border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <p className="flex aspect-square w-40 items-center justify-center rounded-lg border border-slate-200 bg-slate-100 p-3 text-center text-sm text-slate-600">
            No picture: the initials are shown
          </p>
        )}
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
              Choose from library<span className="sr-only"> for {label ?? node.label}</span>
            </Button>
            {picture.url && (
              <Button variant="ghost" size="sm" onClick={() => form.setAt(path, { url: '', alt: '' })}>
                Remove<span className="sr-only"> {label ?? node.label}</span>
              </Button>
            )}
          </div>
          {urlError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {urlError}
            </p>
          )}
          <Field
            id={altId}
            label="Alt text"
            error={altError}
            hint="What the picture shows, for screen readers."
          >
            <Input
              {...fieldAria(altId, altError, true)}
              maxLength={MEDIA_ALT_MAX}
              value={picture.alt}
              onChange={(event) => form.setAt(path, { ...picture, alt: event.target.value })}
            />
          </Field>
        </div>
      </div>
      <LibraryDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </fieldset>
  );
}

import { useRef, useState } from 'react';
import type { MediaItem } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { FeaturedImagePreview } from './featured-image-preview';
import { LibraryDialog } from './library-dialog';
import { ACCEPT_ATTRIBUTE, MEDIA_ALT_MAX } from './media-rules';
import { UploadProgress } from './upload-progress';
import { useMediaUpload } from './use-media-upload';

export interface FeaturedImageValue {
  image: string;
  alt: string;
}

interface FeaturedImageFieldProps extends FeaturedImageValue {
  onChange(next: FeaturedImageValue): void;
  imageError?: string;
  altError?: string;
  /** Prefix of the two inputs' ids; the server's field errors are placed by these names. */
  idPrefix?: string;
}

const ALT_WARNING = 'Add alt text: people using screen readers rely on it.';

/**
 * The editor's featured image (CONTRACT section 7): upload one or choose it from the library, see
 * it, and describe it beside the preview. An external http(s) URL still works as before.
 */
export function FeaturedImageField({
  image,
  alt,
  onChange,
  imageError,
  altError,
  idPrefix = 'post-featuredImage',
}: FeaturedImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  // The library item behind the current URL, so the preview can use a small file.
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const { upload, uploads, cancel } = useMediaUpload();
  const imageId = idPrefix;
  const altId = `${idPrefix}Alt`;
  const missingAlt = image.trim() !== '' && alt.trim() === '' && !altError;

  async function uploadFile(file: File | undefined) {
    if (!file) return;
    const item = await upload(file, alt);
    if (!item) return;
    setChosen(item);
    onChange({ image: item.url, alt: alt || item.alt });
  }

  function pick(item: MediaItem) {
    setPicking(false);
    setChosen(item);
    // The image's own description fills an empty alt, never replaces one staff wrote.
    onChange({ image: item.url, alt: alt.trim() ? alt : item.alt });
  }

  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-navy-900">Featured Image</legend>
      <div className="grid items-start gap-4 md:grid-cols-[minmax(0,16rem)_1fr]">
        <FeaturedImagePreview image={image} alt={alt} item={chosen?.url === image ? chosen : null} />
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={uploads.length > 0}
              onClick={() => fileInput.current?.click()}
            >
              Upload image
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              hidden
              aria-label="Upload image"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void uploadFile(file);
              }}
            />
            <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
              Choose from library
            </Button>
            {image && (
              <Button variant="ghost" size="sm" onClick={() => onChange({ image: '', alt: '' })}>
                Remove<span className="sr-only"> featured image</span>
              </Button>
            )}
          </div>
          <UploadProgress uploads={uploads} onCancel={cancel} />
          <Field id={altId} label="Featured Image Alt Text" error={altError}>
            <Input
              {...fieldAria(altId, altError)}
              aria-describedby={altError ? `${altId}-error` : missingAlt ? `${altId}-warning` : undefined}
              maxLength={MEDIA_ALT_MAX}
              value={alt}
              onChange={(event) => onChange({ image, alt: event.target.value })}
            />
          </Field>
          <p
            id={`${altId}-warning`}
            role="status"
            className="text-sm font-medium text-amber-800 empty:hidden"
          >
            {missingAlt ? ALT_WARNING : ''}
          </p>
          <Field
            id={imageId}
            label="Featured Image URL"
            error={imageError}
            hint="Filled in by an upload or the library; or paste the https:// address of an image hosted elsewhere."
          >
            <Input
              type="text"
              inputMode="url"
              placeholder="https://"
              {...fieldAria(imageId, imageError, true)}
              value={image}
              onChange={(event) => onChange({ image: event.target.value, alt })}
            />
          </Field>
        </div>
      </div>
      <LibraryDialog open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </fieldset>
  );
}

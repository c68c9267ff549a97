import { useState } from 'react';
import { videoInputSchema, youtubeIdOf, type SiteVideo, type VideoInput } from '@shared/site-content/videos';
import { Button } from '@/components/ui/button';
import { serverFieldErrors } from '../forms/server-errors';
import { describeSchema, relabel } from '../schema-form/describe-schema';
import { emptyValue } from '../schema-form/form-values';
import { SchemaForm } from '../schema-form/schema-form';

const node = relabel(describeSchema(videoInputSchema), {
  youtube: 'YouTube link',
  featured: 'Featured: the video on the Home page and at the top of the Videos page',
});

export const valuesOfVideo = (video: SiteVideo): VideoInput => ({
  youtube: video.youtubeId,
  title: video.title,
  description: video.description,
  category: video.category,
  duration: video.duration,
  featured: video.featured,
});

interface VideoFormProps {
  idPrefix: string;
  initial?: VideoInput;
  submitLabel: string;
  onSubmit: (values: VideoInput) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * A video's fields, generated from the API's own schema. Pasting a YouTube link fills in the id,
 * shown with a link to check it is the right video.
 */
export function VideoForm({ idPrefix, initial, submitLabel, onSubmit, onCancel }: VideoFormProps) {
  const [values, setValues] = useState<VideoInput>(() => initial ?? (emptyValue(node) as VideoInput));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const id = youtubeIdOf(values.youtube ?? '');

  async function submit() {
    setPending(true);
    try {
      await onSubmit({ ...values, youtube: id ?? values.youtube });
      setErrors({});
      if (!initial) setValues(emptyValue(node) as VideoInput);
    } catch (error) {
      setErrors(Object.fromEntries(serverFieldErrors(error).map((e) => [e.path, e.message])));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SchemaForm
        node={node}
        value={values}
        onChange={(next) => setValues(next as VideoInput)}
        errors={errors}
        idPrefix={idPrefix}
      />
      <p role="status" className="text-sm text-slate-700">
        {id ? (
          <span>
            Video id: <code>{id}</code> (
            <a
              href={`https://www.youtube.com/watch?v=${id}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-union-600 underline"
            >
              check it on YouTube<span className="sr-only"> (opens in a new tab)</span>
            </a>
            )
          </span>
        ) : values.youtube ? (
          'Not a YouTube link yet: paste a youtube.com or youtu.be address, or the 11-character id.'
        ) : (
          ''
        )}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

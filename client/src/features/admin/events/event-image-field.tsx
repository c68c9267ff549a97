import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { LibraryDialog } from '../media/library-dialog';

/** The event's featured image: a media library image (or any http(s) URL), with a preview. */
export function EventImageField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (next: string) => void;
  error?: string;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Field
      id="event-featuredImage"
      label="Featured image"
      error={error}
      hint="Choose from the media library or paste a URL."
    >
      <div className="grid gap-3">
        <div className="flex flex-wrap gap-3">
          <Input
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className="min-w-64 flex-1"
            {...fieldAria('event-featuredImage', error, true)}
          />
          <Button type="button" variant="outline" onClick={() => setPicking(true)}>
            Choose from library
          </Button>
          {value && (
            <Button type="button" variant="ghost" onClick={() => onChange('')}>
              Remove image
            </Button>
          )}
        </div>
        {value && (
          <img
            src={value}
            alt="Preview of the featured image"
            className="max-h-48 w-auto rounded-lg border"
          />
        )}
        <LibraryDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(item) => {
            onChange(item.url);
            setPicking(false);
          }}
        />
      </div>
    </Field>
  );
}

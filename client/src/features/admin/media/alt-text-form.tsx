import { useId, useState } from 'react';
import type { MediaLibraryItem } from '@shared/api-types';
import { mediaAltSchema } from '@shared/schemas/media';
import { Button } from '@/components/ui/button';
import { Field, Input, fieldAria } from '@/components/ui/field';
import { ApiError } from '@/lib/api';
import { serverFieldErrors } from '../forms/server-errors';
import { MEDIA_ALT_MAX } from './media-rules';
import { useSaveAlt } from './use-media-mutations';

function saveError(error: unknown): string | undefined {
  if (!error) return undefined;
  const field = serverFieldErrors(error).find((e) => e.path === 'alt');
  if (field) return field.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return 'Failed to save the alt text. Please try again.';
}

/** An image's alt text, edited in place; posts that use the image without their own alt show it. */
export function AltTextForm({ item }: { item: MediaLibraryItem }) {
  const id = `alt-${useId()}`;
  const [draft, setDraft] = useState(item.alt);
  const [invalid, setInvalid] = useState<string>();
  const save = useSaveAlt(item);
  const error = invalid ?? saveError(save.error);
  const changed = draft.trim() !== item.alt;

  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!changed) return;
        // The server's own schema checks it here first; the server checks it again.
        const parsed = mediaAltSchema.safeParse({ alt: draft });
        if (!parsed.success) setInvalid(parsed.error.issues[0]?.message);
        else save.mutate(parsed.data.alt);
      }}
    >
      <Field
        id={id}
        label="Alt text"
        error={error}
        hint={item.alt ? undefined : 'Describe the picture for people who cannot see it.'}
      >
        <Input
          {...fieldAria(id, error, !item.alt)}
          value={draft}
          maxLength={MEDIA_ALT_MAX}
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(undefined);
            if (save.isError) save.reset();
          }}
        />
      </Field>
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={!changed || save.isPending}
        className="justify-self-start"
      >
        {save.isPending ? 'Saving...' : 'Save alt text'}
      </Button>
    </form>
  );
}

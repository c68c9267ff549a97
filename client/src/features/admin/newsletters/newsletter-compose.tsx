import { useId } from 'react';
import { Field, fieldAria, Input } from '@/components/ui/field';
import type { NewsletterChoices } from './newsletter-api';
import { NewsletterPreviewFrame } from './newsletter-preview';

/**
 * The newsletter's own subject and preview text (the post's title and excerpt until changed), when
 * to send it, and the e-mail as it will look (issue 35).
 */
export function NewsletterCompose({
  slug,
  choices,
  onChange,
  defaults,
}: {
  slug: string;
  choices: NewsletterChoices;
  onChange: (next: NewsletterChoices) => void;
  defaults: { subject: string; previewText: string };
}) {
  const id = useId();
  const set = (key: keyof NewsletterChoices) => (event: { target: { value: string } }) =>
    onChange({ ...choices, [key]: event.target.value });
  return (
    <div className="grid w-full gap-4 text-left">
      <Field id={`${id}-subject`} label="Subject">
        <Input
          {...fieldAria(`${id}-subject`)}
          value={choices.subject}
          placeholder={defaults.subject}
          maxLength={150}
          onChange={set('subject')}
        />
      </Field>
      <Field id={`${id}-preview`} label="Preview text" hint="The line mail programs show beside the subject.">
        <Input
          {...fieldAria(`${id}-preview`, undefined, true)}
          value={choices.previewText}
          placeholder={defaults.previewText}
          maxLength={200}
          onChange={set('previewText')}
        />
      </Field>
      <Field
        id={`${id}-send-at`}
        label="Send at (optional)"
        hint="Leave empty to send as soon as you confirm (or when the post goes live)."
      >
        <Input
          {...fieldAria(`${id}-send-at`, undefined, true)}
          type="datetime-local"
          value={choices.sendAt}
          onChange={set('sendAt')}
        />
      </Field>
      <NewsletterPreviewFrame slug={slug} subject={choices.subject} previewText={choices.previewText} />
    </div>
  );
}

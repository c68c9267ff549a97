import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { createPreviewLink } from './post-api';

/** Makes a 7-day link that shows the post, draft or not, to someone without an admin account. */
export function PreviewLinkButton({ slug }: { slug: string }) {
  const [note, setNote] = useState('');
  const [url, setUrl] = useState('');
  const share = useMutation({
    mutationFn: () => createPreviewLink(slug),
    onSuccess: async (link) => {
      setUrl(link);
      try {
        await navigator.clipboard.writeText(link);
        setNote('Preview link copied. It works for 7 days, for anyone who has it.');
      } catch {
        setNote('Preview link ready: copy it from the box. It works for 7 days, for anyone who has it.');
      }
    },
    onError: () => setNote('The preview link could not be made. Please try again.'),
  });

  return (
    <div className="grid gap-2">
      <Button variant="ghost" onClick={() => share.mutate()} disabled={share.isPending}>
        {share.isPending ? 'Making link...' : 'Share preview link'}
      </Button>
      {url && (
        <label className="grid gap-1 text-sm">
          <span className="font-semibold text-navy-900">Preview link</span>
          <input
            readOnly
            value={url}
            onFocus={(e) => e.target.select()}
            className="rounded border border-slate-300 px-2 py-1 font-mono text-xs"
          />
        </label>
      )}
      <p role="status" aria-live="polite" className="text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}

import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';

function shareFailed() {
  toast({
    title: 'Share Failed',
    description: 'Could not share this post. Please try again.',
    variant: 'destructive',
  });
}

/**
 * SPEC's Share: the device's share sheet where there is one; otherwise the link goes to the
 * clipboard. Closing the share sheet is the visitor's choice, not a failure.
 */
export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: 'The link has been copied to your clipboard.' });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return;
      shareFailed();
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      Share
    </Button>
  );
}

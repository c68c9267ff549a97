import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPost } from '@shared/api-types';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime, formatLongDate } from '@/lib/format';
import { adminQueries } from '../api/admin-queries';
import {
  isRunning,
  newsletterQueries,
  type NewsletterChoices,
  useCancelNewsletter,
  useSendTest,
  useStartNewsletter,
} from './newsletter-api';
import { NewsletterCompose } from './newsletter-compose';
import { NewsletterProgress } from './newsletter-progress';

type Step = 'test' | 'confirm' | 'progress';

interface SendNewsletterDialogProps {
  post: AdminPost;
  open: boolean;
  onClose: () => void;
}

const NO_CHOICES: NewsletterChoices = { subject: '', previewText: '', sendAt: '' };

const people = (n: number) => `${n.toLocaleString('en-US')} confirmed subscriber${n === 1 ? '' : 's'}`;

/**
 * "Send as newsletter" (CONTRACT section 12): a test to oneself first, then a confirmation naming
 * how many people will get it, then the progress of the send until it is done, with Cancel.
 */
export function SendNewsletterDialog({ post, open, onClose }: SendNewsletterDialogProps) {
  const [step, setStep] = useState<Step>('test');
  const [sendId, setSendId] = useState<string | null>(null);
  // Whether the post is due in the future, judged when the confirmation opens.
  const [future, setFuture] = useState(false);
  const [choices, setChoices] = useState<NewsletterChoices>(NO_CHOICES);
  const confirmed = useQuery({ ...adminQueries.count('newsletter', { status: 'confirmed' }), enabled: open });
  const progress = useQuery({ ...newsletterQueries.detail(sendId ?? ''), enabled: sendId !== null });
  const test = useSendTest(post.slug);
  const start = useStartNewsletter(post.slug, ({ id }) => {
    setSendId(id);
    setStep('progress');
  });
  const cancel = useCancelNewsletter();
  const count = confirmed.data;

  const close = () => {
    if (start.isPending) return;
    setStep('test');
    setSendId(null);
    setChoices(NO_CHOICES);
    onClose();
  };

  if (step === 'progress') {
    const n = progress.data;
    const title = !n ? 'Starting...' : isRunning(n) ? 'Sending newsletter' : 'Newsletter sent';
    return (
      <Dialog
        open={open}
        onClose={close}
        title={n?.status === 'scheduled' ? 'Newsletter scheduled' : title}
        content={
          <div className="w-full">
            {n?.status === 'scheduled' && (
              <p className="mb-4 text-slate-700">
                {n.sendAt
                  ? `It goes out to the confirmed subscribers on ${formatDateTime(n.sendAt)}.`
                  : 'It goes out to the confirmed subscribers when the post goes live.'}
              </p>
            )}
            {n && n.status !== 'scheduled' && (
              <NewsletterProgress
                newsletter={n}
                onCancel={() => cancel.mutate(n.id)}
                cancelling={cancel.isPending}
              />
            )}
            {n?.status === 'scheduled' && (
              <Button
                size="sm"
                variant="destructive"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(n.id)}
              >
                Cancel newsletter
              </Button>
            )}
          </div>
        }
      >
        <Button variant="outline" onClick={close}>
          Close
        </Button>
      </Dialog>
    );
  }

  if (step === 'confirm') {
    const when = choices.sendAt
      ? ` on ${formatDateTime(choices.sendAt)}`
      : future
        ? ` when the post goes live on ${formatLongDate(post.publishedAt)}`
        : '';
    // Nobody to send to: say so, and offer no button that would send to nobody (issue 35).
    const nobody = count === 0;
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Send this post to subscribers?"
        description={
          count === undefined
            ? 'Counting confirmed subscribers...'
            : nobody
              ? 'Nobody has confirmed a subscription yet, so there is no one to send it to.'
              : `"${post.title}" will be e-mailed to ${people(count)}${when}. This cannot be undone.`
        }
      >
        <Button variant="outline" onClick={() => setStep('test')} disabled={start.isPending}>
          Back
        </Button>
        {/* The count makes this the longest label: "Send to 4,800 confirmed subscribers" is 372 px on
            one line, wider than a phone's dialog (332 px on a Pixel 7), so it wraps instead (the "!"
            because buttonClass joins classes unmerged: its h-11 and whitespace-nowrap would compete). */}
        {!nobody && (
          <Button
            className="h-auto! min-h-11 py-2 text-center whitespace-normal!"
            onClick={() => start.mutate(choices)}
            disabled={start.isPending || count === undefined}
          >
            {start.isPending ? 'Sending...' : `Send to ${count === undefined ? '...' : people(count)}`}
          </Button>
        )}
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Send as newsletter"
      description={`E-mail "${post.title}" to everyone who confirmed their subscription. Send yourself a test first to see it as they will.`}
      size="wide"
      content={
        <NewsletterCompose
          slug={post.slug}
          choices={choices}
          onChange={setChoices}
          defaults={{ subject: post.title, previewText: post.excerpt ?? '' }}
        />
      }
    >
      <Button variant="outline" onClick={close}>
        Close
      </Button>
      <Button variant="outline" onClick={() => test.mutate(choices)} disabled={test.isPending}>
        {test.isPending ? 'Sending test...' : 'Send test to me'}
      </Button>
      <Button
        onClick={() => {
          setFuture(post.publishedAt !== null && new Date(post.publishedAt).getTime() > Date.now());
          setStep('confirm');
        }}
      >
        Continue
      </Button>
    </Dialog>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { Seo } from '@/components/seo';
import { Button, buttonClass } from '@/components/ui/button';
import { cancelRsvp, viewRsvpLink } from '@/features/events/api';
import { toast } from '@/hooks/use-toast';
import { formatEventRange } from '@shared/event-time';
import { eventPath } from '@shared/event-links';

const INVALID = 'This RSVP link is invalid.';

/**
 * SITE_URL/events/rsvp/<token>: shows the RSVP and a button to cancel it. Opening the page changes
 * nothing (mail scanners open links); only the button does.
 */
export default function EventRsvpPage() {
  const { token = '' } = useParams<{ token: string }>();
  const view = useQuery({ queryKey: ['rsvp-link', token], queryFn: () => viewRsvpLink(token), retry: false });
  const cancel = useMutation({
    mutationFn: () => cancelRsvp(token),
    onSuccess: async () => {
      toast({
        title: 'RSVP cancelled',
        description: 'Your seat is free for someone else. Thank you for letting us know.',
      });
      await view.refetch();
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to cancel your RSVP. Please try again.',
        variant: 'destructive',
      }),
  });

  let body;
  if (view.isPending) body = <p aria-busy="true">Loading your RSVP...</p>;
  else if (view.isError) body = <p className="text-lg">{INVALID}</p>;
  else {
    const { event, status, firstName, guests } = view.data;
    const when = formatEventRange(new Date(event.startsAt), new Date(event.endsAt), event.timeZone);
    body = (
      <>
        <p className="text-lg">
          Hi {firstName}, this is your RSVP for{' '}
          <Link href={eventPath(event.slug)} className="font-semibold text-union-600 underline">
            {event.title}
          </Link>
          , {when}
          {guests > 0 ? `, with ${guests} guest${guests === 1 ? '' : 's'}` : ''}.
        </p>
        <p className="mt-4 text-lg font-semibold" role="status">
          {status === 'registered' && 'You are registered.'}
          {status === 'waitlisted' && 'You are on the waitlist.'}
          {status === 'cancelled' && 'Your RSVP is cancelled.'}
        </p>
        {status !== 'cancelled' ? (
          <Button
            className="mt-8"
            variant="destructive"
            size="lg"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate()}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel my RSVP'}
          </Button>
        ) : (
          <Link href="/events" className={buttonClass('primary', 'md', 'mt-8')}>
            See upcoming events
          </Link>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto min-h-[60vh] max-w-2xl px-4 py-14 sm:px-6">
      <Seo title="Your RSVP" description="Your RSVP for a campaign event." path="/events" />
      <h1 className="mb-6 text-4xl font-extrabold">Your RSVP</h1>
      {body}
    </div>
  );
}

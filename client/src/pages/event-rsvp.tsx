import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { Seo } from '@/components/seo';
import { Button, buttonClass } from '@/components/ui/button';
import { cancelRsvp, rejoinRsvp, viewRsvpLink } from '@/features/events/api';
import { RsvpChangeForm } from '@/features/events/rsvp-change-form';
import { toast } from '@/hooks/use-toast';
import { formatEventRange } from '@shared/event-time';
import { eventPath } from '@shared/event-links';

const INVALID = 'This RSVP link is invalid.';
const failed = (what: string) => () =>
  toast({ title: 'Error', description: `Failed to ${what}. Please try again.`, variant: 'destructive' });

/**
 * SITE_URL/events/rsvp/<token>: shows the RSVP, a form to change names, phone and guests, and a
 * button to cancel it (or, once cancelled, to come after all). Opening the page changes nothing
 * (mail scanners open links); only the buttons do.
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
    onError: failed('cancel your RSVP'),
  });
  const rejoin = useMutation({
    mutationFn: () => rejoinRsvp(token),
    onSuccess: async ({ status }) => {
      toast(
        status === 'registered'
          ? { title: "You're registered!", description: 'Check your e-mail for the details.' }
          : { title: "You're on the waitlist", description: 'We will e-mail you if a seat opens up.' },
      );
      await view.refetch();
    },
    onError: failed('renew your RSVP'),
  });

  let body;
  if (view.isPending) body = <p aria-busy="true">Loading your RSVP...</p>;
  else if (view.isError) body = <p className="text-lg">{INVALID}</p>;
  else {
    const rsvp = view.data;
    const { event, status, firstName, guests } = rsvp;
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
          {status === 'cancelled' &&
            'Your RSVP is cancelled and your seat is free for someone else. We have e-mailed you to confirm it.'}
        </p>
        {status !== 'cancelled' ? (
          <>
            {/* Keyed by what is stored, so a saved change shows as the form's new starting point. */}
            <RsvpChangeForm
              key={JSON.stringify(rsvp)}
              token={token}
              rsvp={rsvp}
              onChanged={() => void view.refetch()}
            />
            <Button
              className="mt-8"
              variant="destructive"
              size="lg"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              {cancel.isPending ? 'Cancelling...' : 'Cancel my RSVP'}
            </Button>
          </>
        ) : (
          <div className="mt-8 flex flex-wrap gap-4">
            <Button size="lg" disabled={rejoin.isPending} onClick={() => rejoin.mutate()}>
              {rejoin.isPending ? 'Sending...' : 'RSVP again'}
            </Button>
            <Link href="/events" className={buttonClass('outline', 'md')}>
              See upcoming events
            </Link>
          </div>
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

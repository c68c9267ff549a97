import { Link, useLocation } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { LinkAction } from '@/features/newsletter/link-action';
import { newsletterLinkPages } from '@shared/fixed-routes';

const confirm = {
  endpoint: '/api/newsletter/confirm',
  texts: {
    ...newsletterLinkPages.confirm,
    intro: 'One click and you will get campaign updates from Jordan Ellis in your inbox.',
    button: 'Confirm subscription',
    pendingButton: 'Confirming...',
    done: 'Thank you! Your subscription is confirmed.',
    doneTitle: "You're subscribed",
    failed: 'Failed to confirm your subscription. Please try again.',
  },
};

const unsubscribe = {
  endpoint: '/api/newsletter/unsubscribe',
  texts: {
    ...newsletterLinkPages.unsubscribe,
    intro: 'Stop getting campaign updates by e-mail? You can sign up again at any time.',
    button: 'Unsubscribe',
    pendingButton: 'Unsubscribing...',
    done: 'You are unsubscribed. You will get no more campaign updates by e-mail.',
    failed: 'Failed to unsubscribe. Please try again.',
  },
};

/** After confirming: the next step for someone who just said yes (issue 35). */
const confirmNext = (
  <div className="mt-8">
    <h2 className="text-xl font-bold">What next?</h2>
    <div className="mt-4 flex flex-wrap gap-3">
      <Link href="/events" className={buttonClass('primary', 'md')}>
        RSVP to an event
      </Link>
      <Link href="/get-involved" className={buttonClass('outline', 'md')}>
        Volunteer
      </Link>
    </div>
  </div>
);

/**
 * /newsletter/confirm/:token and /unsubscribe/:token (CONTRACT section 11): the links in a
 * subscriber's inbox. One page for both, so the first bundle carries one route entry, not two.
 */
export default function NewsletterLinkPage() {
  const [location] = useLocation();
  if (location.startsWith('/unsubscribe/'))
    return <LinkAction endpoint={unsubscribe.endpoint} texts={unsubscribe.texts} />;
  // The e-mail promises one click: the page confirms as it opens (the server's GET changes nothing).
  return <LinkAction endpoint={confirm.endpoint} texts={confirm.texts} auto next={confirmNext} />;
}

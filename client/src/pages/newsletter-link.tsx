import { useLocation } from 'wouter';
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

/**
 * /newsletter/confirm/:token and /unsubscribe/:token (CONTRACT section 11): the links in a
 * subscriber's inbox. One page for both, so the first bundle carries one route entry, not two.
 */
export default function NewsletterLinkPage() {
  const [location] = useLocation();
  const action = location.startsWith('/unsubscribe/') ? unsubscribe : confirm;
  return <LinkAction endpoint={action.endpoint} texts={action.texts} />;
}

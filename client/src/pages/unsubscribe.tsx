import { LinkAction } from '@/features/newsletter/link-action';
import { newsletterLinkPages } from '@shared/content/pages';

/** /unsubscribe/:token: stops the newsletter for the link's subscriber (CONTRACT section 11). */
export default function UnsubscribePage() {
  return (
    <LinkAction
      endpoint="/api/newsletter/unsubscribe"
      texts={{
        ...newsletterLinkPages.unsubscribe,
        intro: 'Stop getting campaign updates by e-mail? You can sign up again at any time.',
        button: 'Unsubscribe',
        pendingButton: 'Unsubscribing...',
        done: 'You are unsubscribed. You will get no more campaign updates by e-mail.',
        failed: 'Failed to unsubscribe. Please try again.',
      }}
    />
  );
}

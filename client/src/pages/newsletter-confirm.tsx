import { LinkAction } from '@/features/newsletter/link-action';
import { newsletterLinkPages } from '@shared/content/pages';

/** /newsletter/confirm/:token: the second step of the newsletter's double opt-in (CONTRACT section 11). */
export default function NewsletterConfirmPage() {
  return (
    <LinkAction
      endpoint="/api/newsletter/confirm"
      texts={{
        ...newsletterLinkPages.confirm,
        intro: 'One click and you will get campaign updates from Jordan Ellis in your inbox.',
        button: 'Confirm subscription',
        pendingButton: 'Confirming...',
        done: 'Thank you! Your subscription is confirmed.',
        failed: 'Failed to confirm your subscription. Please try again.',
      }}
    />
  );
}

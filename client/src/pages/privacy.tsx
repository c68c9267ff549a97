import { StatementPage } from '@/components/statement-page';
import { pages } from '@shared/content/pages';
import { privacyNotice } from '@shared/content/privacy';

export default function PrivacyPage() {
  return <StatementPage meta={pages.privacy} eyebrow="Your data" {...privacyNotice} />;
}

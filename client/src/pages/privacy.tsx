import { StatementPage } from '@/components/statement-page';
import { usePage } from '@/lib/site-data';

export default function PrivacyPage() {
  return <StatementPage page={usePage('privacy')} />;
}

import { StatementPage } from '@/components/statement-page';
import { usePage } from '@/lib/site-data';

export default function AccessibilityPage() {
  return <StatementPage page={usePage('accessibility')} />;
}

import { StatementPage } from '@/components/statement-page';
import { accessibilityStatement } from '@shared/content/accessibility';
import { pages } from '@shared/content/pages';

export default function AccessibilityPage() {
  return <StatementPage meta={pages.accessibility} eyebrow="For everyone" {...accessibilityStatement} />;
}

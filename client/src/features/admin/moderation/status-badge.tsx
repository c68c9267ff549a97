import type { ApprovalStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';

const TONES = { pending: 'gold', approved: 'green', rejected: 'red' } as const;
const LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}

export const APPROVAL_TABS = (['pending', 'approved', 'rejected'] as const).map((value) => ({
  value,
  label: LABELS[value],
}));

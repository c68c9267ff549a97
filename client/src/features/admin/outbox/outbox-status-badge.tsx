import { OUTBOX_STATUS_LABELS } from '@shared/admin-mail';
import { Badge } from '@/components/ui/badge';

type Status = keyof typeof OUTBOX_STATUS_LABELS;

const TONES = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  held: 'gold',
  skipped: 'slate',
} as const;

export function OutboxStatusBadge({ status }: { status: string }) {
  const known = status in OUTBOX_STATUS_LABELS ? (status as Status) : undefined;
  return <Badge tone={known ? TONES[known] : 'slate'}>{known ? OUTBOX_STATUS_LABELS[known] : status}</Badge>;
}

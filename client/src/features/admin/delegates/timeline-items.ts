import { CONTACT_METHOD_LABELS, OUTCOME_LABELS, PLEDGE_LABELS } from '@shared/delegates';
import { supportLabel } from './delegate-labels';
import type {
  DelegateActivityItem,
  DelegateContact,
  DelegateHistoryItem,
  Pledge,
  SupportLevel,
} from '@shared/delegates';
import type { PendingContact } from './offline-contacts';

export interface TimelineItem {
  key: string;
  at: string;
  kind: 'contact' | 'change' | 'site' | 'waiting';
  title: string;
  detail?: string;
  by?: string | null;
  link?: string | null;
}

function valueText(field: DelegateHistoryItem['field'], value: DelegateHistoryItem['from']): string {
  if (field === 'support') return supportLabel((value ?? null) as SupportLevel | null);
  if (field === 'pledge') return PLEDGE_LABELS[(value ?? 'none') as Pledge];
  return value === null || value === '' ? 'nobody' : String(value);
}

const FIELD_NAMES = { support: 'Support', pledge: 'Pledge', owner: 'Owner' };

/** The history, the contact log, the site activity and what waits on this device, newest first. */
export function timelineItems(
  history: DelegateHistoryItem[],
  contacts: DelegateContact[],
  activity: DelegateActivityItem[],
  waiting: PendingContact[],
): TimelineItem[] {
  const sentIds = new Set(contacts.map((c) => c.clientId));
  const items: TimelineItem[] = [
    ...waiting
      .filter((p) => !sentIds.has(p.body.clientId))
      .map((p) => ({
        key: `w-${p.body.clientId}`,
        at: p.savedAt,
        kind: 'waiting' as const,
        title: `${CONTACT_METHOD_LABELS[p.body.method as DelegateContact['method']] ?? 'Contact'}: ${
          OUTCOME_LABELS[p.body.outcome as DelegateContact['outcome']] ?? ''
        }`,
        detail: p.error ? `Not sent: ${p.error}` : (p.body.note as string) || undefined,
      })),
    ...contacts.map((c) => ({
      key: `c-${c.id}`,
      at: c.at,
      kind: 'contact' as const,
      title: `${CONTACT_METHOD_LABELS[c.method]}: ${OUTCOME_LABELS[c.outcome]}`,
      detail: c.note || undefined,
      by: c.by,
    })),
    ...history.map((h, i) => ({
      key: `h-${i}-${h.at}`,
      at: h.at,
      kind: 'change' as const,
      title: `${FIELD_NAMES[h.field]}: ${valueText(h.field, h.from)} → ${valueText(h.field, h.to)}`,
      by: h.by,
    })),
    ...activity.map((a, i) => ({
      key: `a-${i}-${a.at}`,
      at: a.at,
      kind: 'site' as const,
      title: a.summary,
      detail: a.kind,
      link: a.link,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

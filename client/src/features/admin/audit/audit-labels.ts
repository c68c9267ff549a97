import type { AuditEntryView } from '@shared/admin-accounts';

// The audit trail's action names, as staff would say them. An action added later without a label
// still shows, as its raw name.
const ACTIONS: Record<string, string> = {
  'endorsement.approve': 'Approved endorsement',
  'endorsement.reject': 'Rejected endorsement',
  'testimonial.approve': 'Approved story',
  'testimonial.reject': 'Rejected story',
  'post.create': 'Created post',
  'post.update': 'Edited post',
  'post.publish': 'Published post',
  'post.unpublish': 'Unpublished post',
  'post.delete': 'Deleted post',
  'post.restore': 'Restored a post revision',
  'media.upload': 'Uploaded image',
  'media.update': 'Edited image',
  'media.delete': 'Deleted image',
  'admin.create': 'Added admin',
  'admin.password-change': 'Changed password',
  'admin.disable': 'Disabled admin',
  'admin.enable': 'Enabled admin',
  'supporter.erase': "Erased a supporter's data",
  'admin.account-update': 'Changed e-mail settings',
  'admin.password-reset': 'Reset password by e-mail',
  'newsletter.send': 'Sent post as newsletter',
  'newsletter.schedule': 'Scheduled post as newsletter',
  'newsletter.cancel': 'Cancelled newsletter',
};

export const actionLabel = (action: string) => ACTIONS[action] ?? action;

/** What was acted on, readably: a post's title when the row kept it, else the id, slug or name. */
export function targetLabel(entry: AuditEntryView): string {
  const title = entry.details?.title;
  if (typeof title === 'string' && title) return `${title} (${entry.target ?? ''})`.replace(' ()', '');
  if (entry.action.startsWith('endorsement.') || entry.action.startsWith('testimonial.')) {
    return entry.target ? `#${entry.target}` : '';
  }
  return entry.target ?? '';
}

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
  'event.create': 'Created event',
  'event.update': 'Edited event',
  'event.publish': 'Published event',
  'event.unpublish': 'Unpublished event',
  'event.cancel': 'Cancelled event',
  'event.delete': 'Deleted event',
  'rsvp.update': 'Changed an RSVP',
  'video.create': 'Added video',
  'video.update': 'Edited video',
  'video.delete': 'Deleted video',
  'video.reorder': 'Reordered videos',
  'page.update': 'Edited page',
  'page.restore': 'Restored a page revision',
  'site.update': 'Changed site settings',
  'document.upload': 'Replaced document',
};

// An action added later without a label still reads as a sentence: "delegate.import" is
// "Imported delegate", not a code (issue 35).
const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  cancel: 'Cancelled',
  import: 'Imported',
  export: 'Exported',
  assign: 'Assigned',
  invite: 'Invited',
  revoke: 'Revoked',
  accept: 'Accepted',
  restore: 'Restored',
  upload: 'Uploaded',
  approve: 'Approved',
  reject: 'Rejected',
  enable: 'Enabled',
  disable: 'Disabled',
};

function sentenceOf(action: string): string {
  const [noun = '', verb = ''] = action.split('.');
  const words = (text: string) => text.replace(/[-_]/g, ' ');
  const done = VERBS[verb] ?? `${words(verb).charAt(0).toUpperCase()}${words(verb).slice(1)}`;
  return noun ? `${done} ${words(noun)}`.trim() : done;
}

export const actionLabel = (action: string) => ACTIONS[action] ?? sentenceOf(action);

/** What was acted on, readably: a post's title when the row kept it, else the id, slug or name. */
export function targetLabel(entry: AuditEntryView): string {
  const title = entry.details?.title;
  if (typeof title === 'string' && title) return `${title} (${entry.target ?? ''})`.replace(' ()', '');
  // A bare number is a row's id: "#8" reads as one, "8" read as a count.
  return entry.target && /^\d+$/.test(entry.target) ? `#${entry.target}` : (entry.target ?? '');
}

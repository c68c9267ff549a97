// The secrets in a subscriber's links: `<subscriber id>.<secret>`. The id finds the row; the
// secret is then compared in constant time, so an answer's timing reveals nothing about it.

const TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{32,128})$/;

export const subscriberLinkToken = (id: string, secret: string) => `${id}.${secret}`;

export function parseSubscriberToken(token: string): { id: string; secret: string } | undefined {
  const match = TOKEN.exec(token);
  return match ? { id: match[1], secret: match[2] } : undefined;
}

export const confirmUrl = (siteUrl: string, id: string, secret: string) =>
  `${siteUrl}/newsletter/confirm/${subscriberLinkToken(id, secret)}`;

/** A subscriber's unsubscribe link (never expires); newsletters put it in the footer and headers. */
export const unsubscribeUrl = (siteUrl: string, subscriber: { id: string; unsubscribeToken: string }) =>
  `${siteUrl}/unsubscribe/${subscriberLinkToken(subscriber.id, subscriber.unsubscribeToken)}`;

/** RFC 8058 one-click unsubscribe: the headers every list message carries. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

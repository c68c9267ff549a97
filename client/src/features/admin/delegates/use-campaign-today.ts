import { useQuery } from '@tanstack/react-query';
import { mailServerQuery } from '../email/email-queries';

/** Today as YYYY-MM-DD in a time zone ('en-CA' writes dates in that order). */
export const dayIn = (timeZone: string | undefined, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

/** Today in the campaign's calendar, where "overdue" is counted (the browser's until it is known). */
export function useCampaignToday(): string {
  const server = useQuery(mailServerQuery());
  return dayIn(server.data?.timeZone);
}

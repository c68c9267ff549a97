import { addDays, localDay, zonedInstant } from '../jobs/campaign-clock';

/** The calendar day of an instant in CAMPAIGN_TIME_ZONE, worked out once per day rather than per hit. */
export interface DayClock {
  dayOf(ms: number): string;
}

export function dayClock(timeZone: string): DayClock {
  let start = 0;
  let end = -1;
  let day = '';
  return {
    dayOf(ms) {
      // Any instant outside the day last worked out (a new day, or a test's clock set back) asks again.
      if (ms >= start && ms < end) return day;
      day = localDay(new Date(ms), timeZone);
      start = zonedInstant(day, 0, timeZone).getTime();
      end = zonedInstant(addDays(day, 1), 0, timeZone).getTime();
      return day;
    },
  };
}

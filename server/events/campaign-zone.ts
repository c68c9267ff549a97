import { DEFAULT_CAMPAIGN_TIME_ZONE } from '../../shared/event-time';
import type { Config } from '../env';

/** CAMPAIGN_TIME_ZONE (CONTRACT section 11): the zone of an event saved without one. */
export function campaignTimeZone(config: Config): string {
  return (config as Config & { campaignTimeZone?: string }).campaignTimeZone ?? DEFAULT_CAMPAIGN_TIME_ZONE;
}

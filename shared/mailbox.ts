import { z } from 'zod';
import { campaign } from './content/campaign';
import { candidate } from './content/identity';

// The From of the site's messages: `Name <address>` or a bare address, on one line.

export interface Mailbox {
  name?: string;
  address: string;
}

const address = z.email();
const NAMED = /^([^<>\r\n]*?)\s*<([^<>\s]+)>$/;

/** Reads `Name <address>` or `address`; undefined for anything else (two lines, no valid address). */
export function parseMailbox(value: string): Mailbox | undefined {
  const trimmed = value.trim();
  if (/[\r\n]/.test(trimmed)) return undefined;
  const named = NAMED.exec(trimmed);
  const [name, addr] = named ? [named[1].replace(/^"(.*)"$/, '$1').trim(), named[2]] : [undefined, trimmed];
  if (!address.safeParse(addr).success) return undefined;
  return name ? { name, address: addr } : { address: addr };
}

/** The campaign's name and contact address (CONTRACT section 11's default for MAIL_FROM). */
export const DEFAULT_MAIL_FROM = `${candidate.fullName} for ${candidate.office} <${campaign.contactEmail}>`;

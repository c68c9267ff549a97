import { eq, sql } from 'drizzle-orm';
import { contacts, newsletters, volunteers } from '../../shared/schema';
import type { Paging, PlainFilter, VolunteerFilter } from '../../shared/schemas/admin-lists';
import type { SubscriberFilter } from '../../shared/schemas/admin-mail-lists';
import type { Db } from '../db/client';
import { listPage, searchCondition, whereAll, type ListSpec } from '../db/list-query';
import { countedBy } from './signup-counts';
import { originFields } from '../analytics';

// The admin's read-only lists of sign-ups and messages, newest first, searched and paged
// (CONTRACT sections 4 and 9). Each source is shared by its list and its CSV export.

export function volunteerSource(filter: VolunteerFilter): ListSpec {
  return {
    table: volunteers,
    fields: {
      id: volunteers.id,
      firstName: volunteers.firstName,
      lastName: volunteers.lastName,
      email: volunteers.email,
      phone: volunteers.phone,
      helpType: volunteers.helpType,
      createdAt: volunteers.createdAt,
      ...originFields(volunteers.attribution),
    },
    where: whereAll(
      searchCondition('volunteers', filter.q),
      filter.helpType ? eq(volunteers.helpType, filter.helpType) : undefined,
      filter.hasPhone ? sql`${volunteers.phone} <> ''` : undefined,
    ),
    createdAt: volunteers.createdAt,
    id: volunteers.id,
    countTotal: filter.q
      ? undefined
      : countedBy({ list: 'volunteers', bucket: filter.helpType, withPhone: Boolean(filter.hasPhone) }),
  };
}

export function contactSource(filter: PlainFilter): ListSpec {
  return {
    table: contacts,
    fields: {
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      subject: contacts.subject,
      message: contacts.message,
      createdAt: contacts.createdAt,
      ...originFields(contacts.attribution),
    },
    where: searchCondition('contacts', filter.q),
    createdAt: contacts.createdAt,
    id: contacts.id,
    countTotal: filter.q ? undefined : countedBy({ list: 'contacts' }),
  };
}

export function subscriberSource(filter: SubscriberFilter): ListSpec {
  return {
    table: newsletters,
    fields: {
      id: newsletters.id,
      email: newsletters.email,
      status: newsletters.status,
      createdAt: newsletters.createdAt,
      ...originFields(newsletters.attribution),
    },
    where: whereAll(
      searchCondition('newsletters', filter.q),
      filter.status ? eq(newsletters.status, filter.status) : undefined,
    ),
    createdAt: newsletters.createdAt,
    id: newsletters.id,
    // The counters hold every subscriber whatever the status; a status is counted on its index.
    countTotal: filter.q || filter.status ? undefined : countedBy({ list: 'newsletters' }),
  };
}

type Query<F> = F & Paging;

export const listVolunteers = (db: Db, query: Query<VolunteerFilter>) =>
  listPage(db, volunteerSource(query), query);
export const listContacts = (db: Db, query: Query<PlainFilter>) => listPage(db, contactSource(query), query);
export const listSubscribers = (db: Db, query: Query<SubscriberFilter>) =>
  listPage(db, subscriberSource(query), query);

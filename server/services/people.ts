import { desc } from 'drizzle-orm';
import { contacts, newsletters, volunteers } from '../../shared/schema';
import type { Db } from '../db/client';

// The admin's read-only lists of sign-ups and messages, newest first (CONTRACT section 4).

export function listVolunteers(db: Db) {
  return db
    .select({
      id: volunteers.id,
      firstName: volunteers.firstName,
      lastName: volunteers.lastName,
      email: volunteers.email,
      phone: volunteers.phone,
      helpType: volunteers.helpType,
      createdAt: volunteers.createdAt,
    })
    .from(volunteers)
    .orderBy(desc(volunteers.createdAt), desc(volunteers.id));
}

export function listContacts(db: Db) {
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      subject: contacts.subject,
      message: contacts.message,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .orderBy(desc(contacts.createdAt), desc(contacts.id));
}

export function listSubscribers(db: Db) {
  return db
    .select({ id: newsletters.id, email: newsletters.email, createdAt: newsletters.createdAt })
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id));
}

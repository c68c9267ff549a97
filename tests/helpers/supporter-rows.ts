import type { RawQuery } from '../../server/db/client';

// Supporter rows written straight to the database for the admin list, export and erasure tests.

export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

export async function insertVolunteer(
  raw: RawQuery,
  v: { firstName: string; lastName?: string; email?: string; helpType?: string; phone?: string; at?: Date },
): Promise<string> {
  const { rows } = await raw.query(
    `INSERT INTO volunteers (first_name, last_name, email, phone, help_type, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      v.firstName,
      v.lastName ?? 'Rivera',
      v.email ?? `${v.firstName.toLowerCase()}@example.org`,
      v.phone ?? null,
      v.helpType ?? 'canvassing',
      v.at ?? new Date(),
    ],
  );
  return String(rows[0].id);
}

export async function insertContact(
  raw: RawQuery,
  c: { firstName: string; email?: string; subject?: string; message?: string; at?: Date },
): Promise<string> {
  const { rows } = await raw.query(
    `INSERT INTO contacts (first_name, last_name, email, subject, message, created_at)
     VALUES ($1, 'Lee', $2, $3, $4, $5) RETURNING id`,
    [
      c.firstName,
      c.email ?? `${c.firstName.toLowerCase()}@example.org`,
      c.subject ?? 'Hello',
      c.message ?? 'Hi',
      c.at ?? new Date(),
    ],
  );
  return String(rows[0].id);
}

export async function insertSubscriber(raw: RawQuery, email: string, at = new Date()): Promise<string> {
  const { rows } = await raw.query(
    `INSERT INTO newsletters (email, created_at) VALUES ($1, $2) RETURNING id`,
    [email, at],
  );
  return String(rows[0].id);
}

export async function insertEndorsement(
  raw: RawQuery,
  e: { name: string; text?: string; title?: string | null; status?: string; at?: Date },
): Promise<string> {
  const { rows } = await raw.query(
    `INSERT INTO endorsements (name, title, endorsement, approved, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      e.name,
      e.title ?? null,
      e.text ?? `${e.name} endorses the slate`,
      e.status ?? 'pending',
      e.at ?? new Date(),
    ],
  );
  return String(rows[0].id);
}

export async function insertTestimonial(
  raw: RawQuery,
  t: { name: string; email?: string; story?: string; status?: string; at?: Date },
): Promise<string> {
  const { rows } = await raw.query(
    `INSERT INTO testimonials (name, email, story, approved, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      t.name,
      t.email ?? 'member@example.org',
      t.story ?? `${t.name}'s story`,
      t.status ?? 'pending',
      t.at ?? new Date(),
    ],
  );
  return String(rows[0].id);
}

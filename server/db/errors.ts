/**
 * True when PostgreSQL refused a write for a unique index (SQLSTATE 23505), however many times the
 * driver or Drizzle wrapped the error (`cause`): how a lost race for a slug or a send shows.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
}

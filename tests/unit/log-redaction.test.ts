import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorDetails } from '../../server/log/error-details';
import { createLogger } from '../../server/log/logger';
import { scrubText, scrubValue } from '../../server/log/scrub';

describe('log scrubbing', () => {
  it.each([
    ['Duplicate for Jane.Doe+news@Example.ORG today', 'Duplicate for [email] today'],
    ['/api/admin/x/jane%40example.org', '/api/admin/x/[email]'],
    ['no address here @ all', 'no address here @ all'],
  ])('scrubs %j', (input, output) => {
    expect(scrubText(input)).toBe(output);
  });

  it('scrubs every string of a nested object and survives cycles', () => {
    const value: Record<string, unknown> = { a: ['x@example.org'], b: { c: 'y@example.net', n: 3 } };
    value.self = value;
    expect(scrubValue(value)).toEqual({
      a: ['[email]'],
      b: { c: '[email]', n: 3 },
      self: '[omitted]',
    });
  });

  it('keeps a database error’s code, SQL and stack frames, never its parameters or detail', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "volunteers_email"'),
      {
        code: '23505',
        detail: 'Key (email)=(ann@example.org) already exists.',
      },
    );
    const err = new DrizzleQueryError(
      'insert into volunteers (email, hash) values ($1, $2)',
      ['ann@example.org', '$2b$12$abc'],
      cause,
    );
    const details = errorDetails(err);
    const text = JSON.stringify(details);
    expect(text).toContain('insert into volunteers (email, hash) values ($1, $2)');
    expect(text).toContain('23505');
    expect(text).toContain('    at ');
    expect(text).not.toContain('ann@example.org');
    expect(text).not.toContain('$2b$12$abc');
    expect(text).not.toContain('already exists');
  });

  it('writes no e-mail address even when one is in the message or the fields', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(line) });
    logger.info({ path: '/x/ann@example.org', password: 'Secret-123!' }, 'mail for bob@example.org');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/@example\./);
    expect(lines[0]).not.toContain('Secret-123!');
    expect(JSON.parse(lines[0])).toMatchObject({
      level: 'info',
      msg: 'mail for [email]',
      path: '/x/[email]',
    });
  });
});

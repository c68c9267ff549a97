import { describe, expect, it } from 'vitest';
import { readDelegateCsv } from '../../server/delegates/import-csv';

// CONTRACT section 15's import file: header spellings, separators, BOM, and cells refused by line.

const read = (text: string) => readDelegateCsv(Buffer.from(text, 'utf8'));

describe('reading the delegate list', () => {
  it.each([
    ['first_name,last_name,local,region,type', 'A,B,L,R,Alternate'],
    ['First Name;Last Name;LOCAL;Region;Kind', 'A;B;L;R;alternate'],
    ['\ufefffirstname,LastName,local,region,kind', 'A,B,L,R,ALTERNATE'],
    ['first-name,last-name,local,region,type', 'A,B,L,R,alternate'],
  ])('reads the header %s', (header, row) => {
    expect(read(`${header}\r\n${row}\r\n`)).toEqual({
      rows: [
        {
          line: 2,
          firstName: 'A',
          lastName: 'B',
          email: null,
          phone: null,
          local: 'L',
          region: 'R',
          kind: 'alternate',
        },
      ],
      errors: [],
    });
  });

  it('ignores columns it does not know, skips empty lines and counts lines from the header', () => {
    const { rows, errors } = read(
      'first_name,last_name,seat,local,region,email\n\nA,B,12,L,R,A@Example.org\n',
    );
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({ line: 3, email: 'a@example.org', kind: 'delegate' });
  });

  it('refuses formulas in names and places but keeps a phone that starts with +', () => {
    const { rows, errors } = read(
      'first_name,last_name,local,region,phone\n@SUM(A1),B,L,R,\nA,B,-L,R,\nA,B,L,R,+1 (555) 010-0100\nA,B,L,R,+cmd\n',
    );
    expect(errors.map((e) => e.line)).toEqual([2, 3, 5]);
    expect(errors[0].message).toBe('first_name must not start with =, +, - or @');
    expect(rows.map((r) => r.phone)).toEqual(['+1 (555) 010-0100']);
  });

  it('reports a quote left open at its line', () => {
    expect(read('first_name,last_name,local,region\nA,"B,L,R\n').errors).toEqual([
      { line: expect.any(Number), message: expect.stringMatching(/could not be read as CSV/) },
    ]);
  });

  it('refuses bytes that are not UTF-8 text with 415', () => {
    expect(() => readDelegateCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    expect(() => readDelegateCsv(Buffer.from([0x41, 0xff, 0xfe, 0x42]))).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });
});

import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { BCRYPT_COST, DUMMY_HASH } from '../../server/accounts/admins';

// A sign-in with an unknown username compares against DUMMY_HASH, so that it takes as long as one
// with a known username and a wrong password: the hash must cost what real ones cost.
describe('the hash an unknown username is compared against', () => {
  it('is a valid bcrypt hash at the cost of every stored password', () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_COST);
  });
});

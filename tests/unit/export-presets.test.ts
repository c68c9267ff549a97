import { describe, expect, it } from 'vitest';
import { EXPORT_PRESETS } from '../../server/supporters/export-presets';

// Each preset's row is what Action Network's or NationBuilder's importer reads by column name
// (docs/exports.md): a wrong value there is imported silently, so every value is checked here.
const at = new Date('2026-03-01T12:00:00.000Z');
const volunteer = {
  id: 'v1',
  firstName: 'Dana',
  lastName: 'Okafor',
  email: 'dana@example.org',
  phone: '555-0199',
  helpType: 'phone-banking',
  createdAt: at,
};

describe('volunteer presets', () => {
  it('gives Action Network the help type by its label', () => {
    expect(EXPORT_PRESETS.volunteers['action-network'].row(volunteer)).toEqual({
      email: 'dana@example.org',
      first_name: 'Dana',
      last_name: 'Okafor',
      phone: '555-0199',
      help_type: 'Phone Banking',
    });
  });

  it('gives NationBuilder the volunteer flag, the tags and the sign-up time', () => {
    expect(EXPORT_PRESETS.volunteers.nationbuilder.row(volunteer)).toEqual({
      email: 'dana@example.org',
      first_name: 'Dana',
      last_name: 'Okafor',
      phone_number: '555-0199',
      is_volunteer: 'Y',
      tag_list: 'volunteer, Phone Banking',
      created_at: at,
    });
  });

  it('keeps a help type with no label as it is, and a missing one empty', () => {
    const row = (helpType: unknown) =>
      EXPORT_PRESETS.volunteers['action-network'].row({ ...volunteer, helpType });
    expect(row('juggling').help_type).toBe('juggling');
    expect(row(null).help_type).toBe('');
    expect(row(undefined).help_type).toBe('');
  });
});

describe('newsletter presets', () => {
  const subscriber = { id: 's1', email: 'reader@example.org', status: 'confirmed', createdAt: at };

  it('gives Action Network the address alone', () => {
    expect(EXPORT_PRESETS.newsletter['action-network'].row(subscriber)).toEqual({
      email: 'reader@example.org',
    });
  });

  it('gives NationBuilder the opt-in, the tag and the sign-up time', () => {
    expect(EXPORT_PRESETS.newsletter.nationbuilder.row(subscriber)).toEqual({
      email: 'reader@example.org',
      email_opt_in: 'Y',
      tag_list: 'newsletter',
      created_at: at,
    });
  });
});

describe('RSVP presets', () => {
  const rsvp = {
    email: 'guest@example.org',
    firstName: 'Lee',
    lastName: 'Park',
    phone: null,
    guests: 2,
    status: 'going',
    attended: true,
    createdAt: at,
  };

  it('gives Action Network the status and attendance as yes or no', () => {
    const row = EXPORT_PRESETS.rsvps['action-network'].row;
    expect(row(rsvp)).toEqual({
      email: 'guest@example.org',
      first_name: 'Lee',
      last_name: 'Park',
      phone: null,
      guests: 2,
      rsvp_status: 'going',
      attended: 'yes',
    });
    expect(row({ ...rsvp, attended: false }).attended).toBe('no');
  });

  it('gives NationBuilder the guest count, attendance as Y or N and the status as a tag', () => {
    const row = EXPORT_PRESETS.rsvps.nationbuilder.row;
    expect(row(rsvp)).toEqual({
      email: 'guest@example.org',
      first_name: 'Lee',
      last_name: 'Park',
      phone_number: null,
      guests_count: 2,
      attended: 'Y',
      tag_list: 'event rsvp, going',
      created_at: at,
    });
    expect(row({ ...rsvp, attended: false }).attended).toBe('N');
  });
});

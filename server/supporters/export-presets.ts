import { HELP_TYPES } from '../../shared/constants';

// Column names that Action Network's and NationBuilder's CSV importers match by themselves, so a
// download uploads without mapping by hand. Where each name comes from: docs/exports.md.

type Row = Record<string, unknown>;

export interface Preset {
  columns: string[];
  row: (row: Row) => Row;
}

const helpLabel = (value: unknown) => HELP_TYPES.find((h) => h.value === value)?.label ?? String(value ?? '');
// NationBuilder tags are free text split on commas; a label like "Phone Banking" carries none.
const volunteerTags = (helpType: unknown) => `volunteer, ${helpLabel(helpType)}`;

export const EXPORT_PRESETS = {
  volunteers: {
    'action-network': {
      columns: ['email', 'first_name', 'last_name', 'phone', 'help_type'],
      row: (r) => ({
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        phone: r.phone,
        help_type: helpLabel(r.helpType),
      }),
    },
    nationbuilder: {
      columns: ['email', 'first_name', 'last_name', 'phone_number', 'is_volunteer', 'tag_list', 'created_at'],
      row: (r) => ({
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        phone_number: r.phone,
        is_volunteer: 'Y',
        tag_list: volunteerTags(r.helpType),
        created_at: r.createdAt,
      }),
    },
  },
  newsletter: {
    'action-network': { columns: ['email'], row: (r) => ({ email: r.email }) },
    nationbuilder: {
      columns: ['email', 'email_opt_in', 'tag_list', 'created_at'],
      row: (r) => ({ email: r.email, email_opt_in: 'Y', tag_list: 'newsletter', created_at: r.createdAt }),
    },
  },
  // An event's RSVPs: Action Network's and NationBuilder's attendee imports.
  rsvps: {
    'action-network': {
      columns: ['email', 'first_name', 'last_name', 'phone', 'guests', 'rsvp_status', 'attended'],
      row: (r) => ({
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        phone: r.phone,
        guests: r.guests,
        rsvp_status: r.status,
        attended: r.attended ? 'yes' : 'no',
      }),
    },
    nationbuilder: {
      columns: [
        'email',
        'first_name',
        'last_name',
        'phone_number',
        'guests_count',
        'attended',
        'tag_list',
        'created_at',
      ],
      row: (r) => ({
        email: r.email,
        first_name: r.firstName,
        last_name: r.lastName,
        phone_number: r.phone,
        guests_count: r.guests,
        attended: r.attended ? 'Y' : 'N',
        tag_list: `event rsvp, ${String(r.status)}`,
        created_at: r.createdAt,
      }),
    },
  },
} satisfies Record<string, Record<string, Preset>>;

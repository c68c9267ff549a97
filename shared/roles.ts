// Who may do what in the admin area (CONTRACT section 16), shared by the server, which decides,
// and the admin screens, which show only what a role may use.

export const ROLES = ['admin', 'editor', 'moderator', 'coordinator', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  moderator: 'Moderator',
  coordinator: 'Coordinator',
  viewer: 'Viewer',
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Everything, including accounts, exports, erasure, the outbox and the audit trail.',
  editor: 'Posts, newsletters, pages, site settings, media, videos, documents and events.',
  moderator: 'Endorsements, stories, contact messages, volunteers and subscribers.',
  coordinator: 'Their own delegates: read them, log contacts, record support and pledges.',
  viewer: "The dashboard's figures and the delegate count; no person's data.",
};

/**
 * The roles besides `admin` that hold each permission. `admin` holds every one, and alone may use
 * what no permission names: accounts and invitations, the audit trail, the outbox, erasure,
 * exports, importing delegates and assigning owners.
 */
export const PERMISSIONS = {
  /** Their own account, password, two-factor sign-in and session. */
  'own-account': ['editor', 'moderator', 'coordinator', 'viewer'],
  /** The dashboard's figures (GET /api/admin/stats and its daily chart). */
  dashboard: ['editor', 'moderator', 'coordinator', 'viewer'],
  /** Posts, newsletters, pages, site settings, media, videos and documents. */
  content: ['editor'],
  /** Events and their RSVP lists. */
  events: ['editor'],
  /** Endorsements, stories, contact messages, volunteers and subscribers: read and moderate. */
  supporters: ['moderator'],
  /** Delegates: a coordinator only those they own (the services scope it; others are 404). */
  delegates: ['coordinator'],
  /** The delegate count's figures (a coordinator's `byOwner` holds only their own row). */
  'delegate-count': ['coordinator', 'viewer'],
  /** Visits, sources and sign-ups by day (section 17): figures, no person. */
  analytics: ['editor', 'viewer'],
  /** Who recruited whom: names of volunteers and subscribers. */
  recruiters: ['editor'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether a role holds a permission; `undefined` (a route nobody listed) is admin's alone. */
export function can(role: string | undefined, permission: Permission | undefined): boolean {
  if (role === 'admin') return true;
  if (!permission || !isRole(role)) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The 403 of a signed-in account whose role lacks the permission (CONTRACT section 16). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

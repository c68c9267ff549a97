// Accounts (CONTRACT sections 4, 10, 11 and 16): the signed-in admin, the audit trail.
export { notificationsOf } from './account';
export { recordAudit, recordAudits } from './audit';
export type { AuditAction } from './audit';
export type { Reauthenticate } from './reauth';
export { currentAdmin, needsTwoFactorSetup, twoFactorSetupDue } from './require-admin';
export { hashPassword } from './admins';
export { isCommonPassword, TOO_COMMON } from './common-passwords';
export type { Csrf } from './csrf';
export { startAdminSession } from './sign-in-session';

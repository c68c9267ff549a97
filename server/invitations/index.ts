// Invitations (CONTRACT section 16): an admin invites an address with a role; the invited person
// chooses their own username and password on /admin/invite/<token>.
export { acceptInvitationRouter, invitationsRouter } from './routes';

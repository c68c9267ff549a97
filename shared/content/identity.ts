// The campaign's identity: the few values that validation messages and server texts need, kept in
// shared/site-identity.ts (which the public bundle may carry). Everything else a campaign would
// change lives beside this file in campaign.ts.
export { candidate } from '../site-identity';

// The campaign's identity: the few values that validation messages and server texts need.
// Everything else a campaign would change lives beside this file in campaign.ts.
export const candidate = {
  firstName: 'Jordan',
  lastName: 'Ellis',
  fullName: 'Jordan Ellis',
  office: 'President',
} as const;

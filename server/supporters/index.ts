// Supporters (CONTRACT sections 3 and 9): what other capabilities read of them.
export { supporterActivity } from './activity';
export { csvStringifier, neutralizeFormula } from './exports';

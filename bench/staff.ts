// The sale every bench scenario renders: the shared sale's customer, and `n` staff derived from its team.
export { customer, teamOf as staffOf } from '../test/fixtures/sale.js';

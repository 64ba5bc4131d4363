// The bounds themselves, re-exported by ./limits.ts: apart from its zod checks so that a page can
// use the numbers (tip-elements/checkout exports them) without zod in its initial code.

/** Staff in one sale: `tipSelections`, Display `service`, refund and transfer `talents`; tips in an answer. */
export const MAX_STAFF = 100;
/** Amounts in one quote: fees `amounts`, proposals `serviceAmounts` (and the answers' entries). */
export const MAX_AMOUNTS = 100;
/** Lines of a Display bill (`display`). */
export const MAX_DISPLAY_LINES = 50;
/** Sub-items of one Display bill line (`display[].items`). */
export const MAX_LINE_ITEMS = 50;
/** Locations in one mapping (`mapLocations` `locations`, its answer's `appLocations`). */
export const MAX_LOCATIONS = 1000;
/** Refund records in one answer (a transaction's refunds, a refund's records). */
export const MAX_RECORDS = 1000;
/** An id (employee, location, transaction, device), a timestamp, a status, a level. */
export const MAX_ID_LENGTH = 255;
/** A name, an address field, a note, a reason, a bill line's text: 1 KiB of characters. */
export const MAX_NAME_LENGTH = 1024;
/** A URL (a staff member's avatar). */
export const MAX_URL_LENGTH = 2048;

/**
 * The parts an element passes on from the element it renders (`exportparts`), listed once: a
 * page styles a row's options through `staff-tip-list::part(option)` as through
 * `tip-proposals::part(option)`.
 */

/** `custom-tip-input`'s parts, which `tip-proposals` passes on as `custom-<part>`. */
export const CUSTOM_INPUT_PARTS = ['label', 'symbol', 'input', 'fee', 'message', 'guard'] as const;

/** `tip-proposals`' `exportparts` for its `custom-tip-input`. */
export const customInputExportparts = CUSTOM_INPUT_PARTS.map((part) => `${part}: custom-${part}`).join(', ');

/** `tip-proposals`' parts, which `staff-tip-list` (a row, and team mode's group) passes on as they are. */
export const PROPOSALS_PARTS = ['group', 'option', 'option-selected', 'skeleton', 'percent', 'amount', 'total', 'fee', ...CUSTOM_INPUT_PARTS.map((part) => `custom-${part}`)] as const;

/** `staff-tip-list`'s `exportparts` for a `tip-proposals`. */
export const proposalsExportparts = PROPOSALS_PARTS.join(', ');

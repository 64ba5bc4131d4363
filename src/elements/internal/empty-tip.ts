/**
 * An empty text in a tip field that requires an amount: its validity flag and catalogue sentence,
 * in amount.ts's table of parse problems. A module of its own: custom-tip-input reads it before
 * its parser's chunk (which carries amount.ts) has loaded.
 */
export const EMPTY_TIP: [flag: keyof ValidityStateFlags, sentence: 'enterTip'] = ['valueMissing', 'enterTip'];

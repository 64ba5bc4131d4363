export * from './money.js';
export { currencySymbol, formatCents, formatCentsToParts, formatEditable, formatMinor, formatMinorToParts, formatMoney, formatPercent, symbolAfterNumber } from './format.js';
export * from './parse.js';

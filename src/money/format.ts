import { fromCents } from './money.js';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(currency: string, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a dollar amount (the service's number) for display, e.g. "$1,234.50" or "1.234,50 €". */
export function formatMoney(amount: number, currency = 'USD', locale?: string): string {
  return currencyFormatter(currency, locale).format(amount);
}

/** Formats integer cents for display. */
export function formatCents(cents: number, currency = 'USD', locale?: string): string {
  return formatMoney(fromCents(cents), currency, locale);
}

/** Formats a percentage the way the locale writes it ("20%", "20 %", "17.5%"). */
export function formatPercent(percent: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** The currency symbol as the locale shows it ("$", "€", "US$"). */
export function currencySymbol(currency = 'USD', locale?: string): string {
  const part = currencyFormatter(currency, locale).formatToParts(0).find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** True when the locale writes the currency symbol after the number ("12,50 €"). */
export function symbolAfterNumber(currency = 'USD', locale?: string): boolean {
  const parts = currencyFormatter(currency, locale).formatToParts(1);
  return parts.findIndex((p) => p.type === 'currency') > parts.findIndex((p) => p.type === 'integer');
}

/**
 * The amount as an editable string for a text box: grouping off, two decimals, the locale's
 * decimal separator ("1234.50", "1234,50").
 */
export function formatEditable(cents: number, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fromCents(cents));
}

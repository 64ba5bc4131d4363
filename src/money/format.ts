import { fromCents } from './money.js';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per (locale, style, currency), shared by every element: building one
 * costs about 50 times what formatting with it does.
 */
export function numberFormat(locale: string | undefined, style: 'currency' | 'percent' | 'editable' | 'decimal', currency = ''): Intl.NumberFormat {
  const key = `${locale ?? ''}|${style}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      style === 'currency'
        ? { style, currency }
        : style === 'percent'
          ? { style, maximumFractionDigits: 2 }
          : style === 'editable'
            ? { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 }
            : {},
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Forgets the shared formatters (for tests that count how many a render builds). */
export function clearFormatters(): void {
  formatters.clear();
}

const currencyFormatter = (currency: string, locale: string | undefined) => numberFormat(locale, 'currency', currency);

/** Formats a dollar amount (the service's number) for display, e.g. "$1,234.50" or "1.234,50 €". */
export function formatMoney(amount: number, currency = 'USD', locale?: string): string {
  return currencyFormatter(currency, locale).format(amount);
}

/** Formats integer cents for display. */
export function formatCents(cents: number, currency = 'USD', locale?: string): string {
  return formatMoney(fromCents(cents), currency, locale);
}

/** Integer cents formatted for display, as parts (sign, digits, currency, ...). */
export function formatCentsToParts(cents: number, currency = 'USD', locale?: string): Intl.NumberFormatPart[] {
  return currencyFormatter(currency, locale).formatToParts(fromCents(cents));
}

/** Formats a percentage the way the locale writes it ("20%", "20 %", "17.5%"). */
export function formatPercent(percent: number, locale?: string): string {
  return numberFormat(locale, 'percent').format(percent / 100);
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
  return numberFormat(locale, 'editable').format(fromCents(cents));
}

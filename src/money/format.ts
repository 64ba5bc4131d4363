import { currencyExponent, decimalsOf, fromMinor } from './money.js';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per (locale, style, currency), shared by every element: building one
 * costs about 50 times what formatting with it does.
 */
export function numberFormat(
  locale: string | undefined,
  style: 'currency' | 'percent' | 'editable' | 'decimal',
  currency = '',
  decimals?: number,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${style}|${currency}|${decimals ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      style === 'currency'
        ? decimals === undefined
          ? { style, currency }
          : // The currency's own decimals at least, and every decimal the amount has (never rounded).
            { style, currency, minimumFractionDigits: currencyExponent(currency), maximumFractionDigits: Math.max(decimals, currencyExponent(currency)) }
        : style === 'percent'
          ? { style, maximumFractionDigits: 2 }
          : style === 'editable'
            ? { useGrouping: false, minimumFractionDigits: decimals ?? 2, maximumFractionDigits: decimals ?? 2 }
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

/** The currency formatter for an amount: the currency's decimals, more when the amount has more (¥12.5). */
const currencyFormatter = (currency: string, locale: string | undefined, amount: number) =>
  numberFormat(locale, 'currency', currency, decimalsOf(amount) ?? currencyExponent(currency));

/**
 * Formats an amount (the service's number) for display, e.g. "$1,234.50", "1.234,50 €", "¥1,200",
 * "KWD 12.345". Never rounds money: an amount with more decimals than its currency has is shown
 * with them ("¥12.5").
 */
export function formatMoney(amount: number, currency = 'USD', locale?: string): string {
  return currencyFormatter(currency, locale, amount).format(amount);
}

/** Formats integer minor units at `exponent` decimals (default: the currency's own) for display. */
export function formatMinor(minor: number, currency = 'USD', locale?: string, exponent = currencyExponent(currency)): string {
  return formatMoney(fromMinor(minor, exponent), currency, locale);
}

/** Integer minor units formatted for display, as parts (sign, digits, currency, ...). */
export function formatMinorToParts(minor: number, currency = 'USD', locale?: string, exponent = currencyExponent(currency)): Intl.NumberFormatPart[] {
  const amount = fromMinor(minor, exponent);
  return currencyFormatter(currency, locale, amount).formatToParts(amount);
}

/** Formats integer cents (hundredths, whatever the currency) for display. */
export function formatCents(cents: number, currency = 'USD', locale?: string): string {
  return formatMinor(cents, currency, locale, 2);
}

/** Integer cents formatted for display, as parts (sign, digits, currency, ...). */
export function formatCentsToParts(cents: number, currency = 'USD', locale?: string): Intl.NumberFormatPart[] {
  return formatMinorToParts(cents, currency, locale, 2);
}

/** Formats a percentage the way the locale writes it ("20%", "20 %", "17.5%"). */
export function formatPercent(percent: number, locale?: string): string {
  return numberFormat(locale, 'percent').format(percent / 100);
}

/** The currency symbol as the locale shows it ("$", "€", "US$"). */
export function currencySymbol(currency = 'USD', locale?: string): string {
  const part = currencyFormatter(currency, locale, 0).formatToParts(0).find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** True when the locale writes the currency symbol after the number ("12,50 €"). */
export function symbolAfterNumber(currency = 'USD', locale?: string): boolean {
  const parts = currencyFormatter(currency, locale, 1).formatToParts(1);
  return parts.findIndex((p) => p.type === 'currency') > parts.findIndex((p) => p.type === 'integer');
}

/**
 * Minor units as an editable string for a text box: grouping off, the currency's decimals (or
 * `currency` given as an exponent; default two), the locale's decimal separator ("1234.50",
 * "1234,50", "1200" for JPY, "12.345" for KWD).
 */
export function formatEditable(minor: number, locale?: string, currency: string | number = 2): string {
  const exponent = typeof currency === 'number' ? currency : currencyExponent(currency);
  return numberFormat(locale, 'editable', '', exponent).format(fromMinor(minor, exponent));
}

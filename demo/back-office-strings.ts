/** The back-office page's own words (the elements carry theirs). English and German, as the elements' catalogues. */
import type { Transaction } from 'tip-elements/client';

export interface BackOfficeStrings {
  station: string;
  checkoutLink: string;
  theme: string;
  language: string;
  themes: Record<'light' | 'dark' | 'brand', string>;
  title: string;
  lead: string;
  staffOnly: string;
  signInLead: string;
  signIn: string;
  signOut: string;
  sales: string;
  refresh: string;
  loadingSales: string;
  noSales: string;
  goToCheckout: string;
  salesFailed: string;
  statuses: Record<Transaction['status'], string>;
  /** One sale in the list: its time, customer, status and net tip. */
  sale: (time: string, customer: string, status: string, net: string) => string;
  saleHeading: (time: string, customer: string) => string;
  refundHeading: string;
  transferHeading: string;
  footer: string;
}

export type BackOfficeLocale = 'en-US' | 'de-DE';

export const backOfficeStrings: Record<BackOfficeLocale, BackOfficeStrings> = {
  'en-US': {
    station: 'Back office · Manager',
    checkoutLink: 'Checkout',
    theme: 'Theme',
    language: 'Language',
    themes: { light: 'Light', dark: 'Dark', brand: 'Lumen' },
    title: 'Back office',
    lead: 'Open a sale to see its tips, refund part of them, or move them between staff.',
    staffOnly: 'Staff only',
    signInLead: 'Refunds and tip transfers are for staff. In this demo anyone can sign in as the manager; a real POS uses its own staff login.',
    signIn: 'Sign in as manager',
    signOut: 'Sign out',
    sales: 'Today’s sales',
    refresh: 'Refresh',
    loadingSales: 'Loading the sales…',
    noSales: 'No sales yet in this session.',
    goToCheckout: 'Complete one on the checkout',
    salesFailed: 'Could not load the sales. Try Refresh.',
    statuses: { pending: 'Pending', confirmed: 'Confirmed', failed: 'Failed', canceled: 'Canceled', refunded: 'Refunded' },
    sale: (time, customer, status, net) => `${time} · ${customer} · ${status} · net tips ${net}`,
    saleHeading: (time, customer) => `Sale of ${time}, ${customer}`,
    refundHeading: 'Refund a tip',
    transferHeading: 'Move tips between staff',
    footer: 'Demo: the tip service is a local sandbox behind this host’s back-office proxy, which forwards details, refund and transfer only for signed-in staff.',
  },
  'de-DE': {
    station: 'Backoffice · Leitung',
    checkoutLink: 'Kasse',
    theme: 'Design',
    language: 'Sprache',
    themes: { light: 'Hell', dark: 'Dunkel', brand: 'Lumen' },
    title: 'Backoffice',
    lead: 'Einen Verkauf öffnen, um seine Trinkgelder zu sehen, teilweise zu erstatten oder zwischen Mitarbeitenden zu übertragen.',
    staffOnly: 'Nur für Personal',
    signInLead: 'Erstattungen und Übertragungen sind dem Personal vorbehalten. In dieser Demo kann sich jeder als Leitung anmelden; eine echte Kasse nutzt ihre eigene Anmeldung.',
    signIn: 'Als Leitung anmelden',
    signOut: 'Abmelden',
    sales: 'Heutige Verkäufe',
    refresh: 'Aktualisieren',
    loadingSales: 'Verkäufe werden geladen …',
    noSales: 'In dieser Sitzung gibt es noch keine Verkäufe.',
    goToCheckout: 'An der Kasse einen abschließen',
    salesFailed: 'Die Verkäufe konnten nicht geladen werden. Bitte aktualisieren.',
    statuses: { pending: 'Ausstehend', confirmed: 'Bestätigt', failed: 'Fehlgeschlagen', canceled: 'Storniert', refunded: 'Erstattet' },
    sale: (time, customer, status, net) => `${time} · ${customer} · ${status} · Netto-Trinkgeld ${net}`,
    saleHeading: (time, customer) => `Verkauf von ${time}, ${customer}`,
    refundHeading: 'Trinkgeld erstatten',
    transferHeading: 'Trinkgeld zwischen Mitarbeitenden übertragen',
    footer: 'Demo: Der Trinkgelddienst ist eine lokale Sandbox hinter dem Backoffice-Proxy dieses Hosts, der Details, Erstattung und Übertragung nur für angemeldetes Personal weiterleitet.',
  },
};

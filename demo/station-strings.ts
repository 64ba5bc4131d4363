/**
 * The station and screen pages' own words (the elements carry theirs): English and German, as the
 * back office's. The bill's lines come from strings.ts, in the sale's locale.
 */
export interface StationStrings {
  title: string;
  station: string;
  checkoutLink: string;
  screenLink: string;
  pairHeading: string;
  pairLead: string;
  code: string;
  pair: string;
  pairing: string;
  pairFailed: (code: string) => string;
  paired: string;
  sameDevice: string;
  unpair: string;
  saleHeading: string;
  startSale: string;
  cancelSale: string;
  saleFailed: string;
  paymentHeading: string;
  due: string;
  charge: string;
  charging: string;
  chargeFailed: string;
  paid: string;
  footer: string;
  screenTitle: string;
}

export type StationLocale = 'en-US' | 'de-DE';

export const stationStrings: Record<StationLocale, StationStrings> = {
  'en-US': {
    title: 'Lumen Salon & Spa · Station',
    station: 'Front desk · Station 2 · Cashier',
    checkoutLink: 'Checkout',
    screenLink: 'Customer screen',
    pairHeading: 'Customer screen',
    pairLead: 'Open the customer screen on a tablet or in a second window, then type the code it shows.',
    code: 'Screen code',
    pair: 'Pair',
    pairing: 'Pairing…',
    pairFailed: (code) => `No screen shows the code ${code}. Check it and try again.`,
    paired: 'Paired with the customer screen.',
    sameDevice: 'Same device: the screen is a second window of this browser.',
    unpair: 'Unpair',
    saleHeading: 'Sale',
    startSale: 'Start sale',
    cancelSale: 'Cancel sale',
    saleFailed: 'The screen could not take the sale. Try again.',
    paymentHeading: 'Payment',
    due: 'Amount to charge',
    charge: 'Charge card',
    charging: 'Charging…',
    chargeFailed: 'The payment could not be completed. Please try again.',
    paid: 'Payment approved. The screen thanks the customer.',
    footer: 'Demo: no card is charged. The station and the screen talk through this host’s screen relay; the screen’s tips go through its proxy to a local sandbox.',
    screenTitle: 'Lumen Salon & Spa · Customer screen',
  },
  'de-DE': {
    title: 'Lumen Salon & Spa · Kasse',
    station: 'Empfang · Kasse 2 · Kassierer',
    checkoutLink: 'Bezahlseite',
    screenLink: 'Kundenbildschirm',
    pairHeading: 'Kundenbildschirm',
    pairLead: 'Den Kundenbildschirm auf einem Tablet oder in einem zweiten Fenster öffnen, dann den angezeigten Code eingeben.',
    code: 'Code des Bildschirms',
    pair: 'Koppeln',
    pairing: 'Wird gekoppelt …',
    pairFailed: (code) => `Kein Bildschirm zeigt den Code ${code}. Bitte prüfen und erneut versuchen.`,
    paired: 'Mit dem Kundenbildschirm gekoppelt.',
    sameDevice: 'Gleiches Gerät: Der Kundenbildschirm ist ein zweites Fenster dieses Browsers.',
    unpair: 'Entkoppeln',
    saleHeading: 'Verkauf',
    startSale: 'Verkauf starten',
    cancelSale: 'Verkauf abbrechen',
    saleFailed: 'Der Kundenbildschirm konnte den Verkauf nicht übernehmen. Bitte erneut versuchen.',
    paymentHeading: 'Zahlung',
    due: 'Zu belastender Betrag',
    charge: 'Karte belasten',
    charging: 'Wird belastet …',
    chargeFailed: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte erneut versuchen.',
    paid: 'Zahlung genehmigt. Der Kundenbildschirm dankt dem Kunden.',
    footer: 'Demo: Es wird keine Karte belastet. Kasse und Kundenbildschirm sprechen über das Relay dieses Hosts; die Trinkgelder des Kundenbildschirms gehen über seinen Proxy an eine lokale Sandbox.',
    screenTitle: 'Lumen Salon & Spa · Kundenbildschirm',
  },
};

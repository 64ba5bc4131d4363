/** The host page's own words in the demo's four locales (the elements carry their own). */
import type { TipLevel } from 'tip-elements/client';

export interface Strings {
  station: string;
  theme: string;
  language: string;
  greeting: string;
  lead: string;
  team: string;
  bill: string;
  payment: string;
  footer: string;
  themes: Record<'light' | 'dark' | 'brand', string>;
  sale: string;
  tips: string;
  fees: string;
  due: string;
  charge: string;
  charging: string;
  decline: string;
  hostFailed: string;
  approved: string;
  declined: string;
  declinedNoTips: string;
  noTips: string;
  transaction: string;
  status: string;
  staffMember: string;
  level: string;
  gross: string;
  fee: string;
  net: string;
  total: string;
  tipRecords: string;
  levels: Record<TipLevel, string>;
  newSale: string;
  /** The link to the back office (demo/back-office.html). */
  backOffice: string;
}

export type Locale = 'en-US' | 'de-DE' | 'fr-CA' | 'ja-JP';

export const strings: Record<Locale, Strings> = {
  'en-US': {
    station: 'Front desk · Station 2',
    theme: 'Theme',
    language: 'Language',
    greeting: 'Thank you for visiting, {name}',
    lead: 'Would you like to leave a tip for the team who looked after you today?',
    team: 'Your team today',
    bill: 'Your bill',
    payment: 'Payment',
    footer: 'Tips go to the staff named above. Demo: no card is charged; the tip service is a local sandbox behind this host’s proxy.',
    themes: { light: 'Light', dark: 'Dark', brand: 'Lumen' },
    sale: 'Services and products',
    tips: 'Tips',
    fees: 'Tip processing fees',
    due: 'Amount to charge',
    charge: 'Charge card',
    charging: 'Charging…',
    decline: 'Card declined',
    hostFailed: 'The payment could not be completed. Please try again.',
    approved: 'Payment approved. Thank you!',
    declined: 'Card declined. The tips were canceled.',
    declinedNoTips: 'Card declined.',
    noTips: 'No tips this time.',
    transaction: 'Transaction',
    status: 'Status',
    staffMember: 'Staff',
    level: 'Tip',
    gross: 'Gross',
    fee: 'Fee',
    net: 'Net',
    total: 'Total',
    tipRecords: 'Tips recorded by the service',
    levels: { low: 'Low', medium: 'Medium', high: 'High', custom: 'Custom' },
    newSale: 'New sale',
    backOffice: 'Back office (staff)',
  },
  'de-DE': {
    station: 'Empfang · Kasse 2',
    theme: 'Design',
    language: 'Sprache',
    greeting: 'Danke für Ihren Besuch, {name}',
    lead: 'Möchten Sie dem Team, das Sie heute betreut hat, ein Trinkgeld geben?',
    team: 'Ihr Team heute',
    bill: 'Ihre Rechnung',
    payment: 'Zahlung',
    footer: 'Trinkgelder gehen an die oben genannten Mitarbeitenden. Demo: Es wird keine Karte belastet; der Trinkgelddienst ist eine lokale Sandbox hinter dem Proxy dieses Hosts.',
    themes: { light: 'Hell', dark: 'Dunkel', brand: 'Lumen' },
    sale: 'Leistungen und Produkte',
    tips: 'Trinkgelder',
    fees: 'Trinkgeldgebühren',
    due: 'Zu belastender Betrag',
    charge: 'Karte belasten',
    charging: 'Wird belastet …',
    decline: 'Karte abgelehnt',
    hostFailed: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte erneut versuchen.',
    approved: 'Zahlung genehmigt. Vielen Dank!',
    declined: 'Karte abgelehnt. Die Trinkgelder wurden storniert.',
    declinedNoTips: 'Karte abgelehnt.',
    noTips: 'Diesmal kein Trinkgeld.',
    transaction: 'Transaktion',
    status: 'Status',
    staffMember: 'Mitarbeiter',
    level: 'Trinkgeld',
    gross: 'Brutto',
    fee: 'Gebühr',
    net: 'Netto',
    total: 'Summe',
    tipRecords: 'Vom Dienst erfasste Trinkgelder',
    levels: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch', custom: 'Eigener Betrag' },
    newSale: 'Neuer Verkauf',
    backOffice: 'Backoffice (Personal)',
  },
  'fr-CA': {
    station: 'Accueil · Caisse 2',
    theme: 'Thème',
    language: 'Langue',
    greeting: 'Merci de votre visite, {name}',
    lead: 'Souhaitez-vous laisser un pourboire à l’équipe qui s’est occupée de vous aujourd’hui?',
    team: 'Votre équipe aujourd’hui',
    bill: 'Votre facture',
    payment: 'Paiement',
    footer: 'Les pourboires vont aux membres de l’équipe nommés ci-dessus. Démo : aucune carte n’est débitée; le service de pourboires est un bac à sable local derrière le proxy de cet hôte.',
    themes: { light: 'Clair', dark: 'Sombre', brand: 'Lumen' },
    sale: 'Services et produits',
    tips: 'Pourboires',
    fees: 'Frais de traitement',
    due: 'Montant à débiter',
    charge: 'Débiter la carte',
    charging: 'Débit en cours…',
    decline: 'Carte refusée',
    hostFailed: 'Le paiement n’a pas pu être effectué. Veuillez réessayer.',
    approved: 'Paiement approuvé. Merci!',
    declined: 'Carte refusée. Les pourboires ont été annulés.',
    declinedNoTips: 'Carte refusée.',
    noTips: 'Pas de pourboire cette fois.',
    transaction: 'Transaction',
    status: 'Statut',
    staffMember: 'Employé',
    level: 'Pourboire',
    gross: 'Brut',
    fee: 'Frais',
    net: 'Net',
    total: 'Total',
    tipRecords: 'Pourboires enregistrés par le service',
    levels: { low: 'Bas', medium: 'Moyen', high: 'Élevé', custom: 'Personnalisé' },
    newSale: 'Nouvelle vente',
    backOffice: 'Arrière-boutique (personnel)',
  },
  'ja-JP': {
    station: 'フロント · レジ 2',
    theme: 'テーマ',
    language: '言語',
    greeting: '{name} 様、ご来店ありがとうございます',
    lead: '本日担当したスタッフにチップを贈りませんか？',
    team: '本日の担当スタッフ',
    bill: 'ご請求',
    payment: 'お支払い',
    footer: 'チップは上記のスタッフに届きます。デモ：カードへの請求は行われません。チップサービスはこのホストのプロキシの背後にあるローカルのサンドボックスです。',
    themes: { light: 'ライト', dark: 'ダーク', brand: 'Lumen' },
    sale: '施術と商品',
    tips: 'チップ',
    fees: 'チップ手数料',
    due: 'ご請求額',
    charge: 'カードで支払う',
    charging: '処理中…',
    decline: 'カード拒否',
    hostFailed: 'お支払いを完了できませんでした。もう一度お試しください。',
    approved: 'お支払いが承認されました。ありがとうございました！',
    declined: 'カードが拒否されました。チップは取り消されました。',
    declinedNoTips: 'カードが拒否されました。',
    noTips: '今回はチップなし。',
    transaction: '取引',
    status: '状態',
    staffMember: 'スタッフ',
    level: 'チップ',
    gross: '総額',
    fee: '手数料',
    net: '純額',
    total: '合計',
    tipRecords: 'サービスに記録されたチップ',
    levels: { low: '低', medium: '中', high: '高', custom: 'カスタム' },
    newSale: '新しい会計',
    backOffice: 'バックオフィス（スタッフ用）',
  },
};

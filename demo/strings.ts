/**
 * The host page's own words in the demo's locales: the page, the bill's lines and the receipt
 * (the elements carry their own catalogues). Percents in line names go through Intl, like the
 * elements' amounts.
 */
import type { TipLevel, Transaction } from '../src/client/index.js';

type TransactionStatus = Transaction['status'];
type TipStatus = Transaction['tips'][number]['status'];

/** The bill's lines, in the customer's language. */
export interface BillWords {
  services: string;
  cut: string;
  balayage: string;
  polish: string;
  products: string;
  shampoo: string;
  spray: string;
  /** `percent` is formatted ("10 %"). */
  discount: (percent: string) => string;
  /** `percent` is formatted ("8,875 %"). */
  tax: (percent: string) => string;
}

export interface Strings {
  title: string;
  station: string;
  settings: string;
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
  statuses: Record<TransactionStatus, string>;
  staffMember: string;
  level: string;
  gross: string;
  fee: string;
  net: string;
  total: string;
  tipRecords: string;
  levels: Record<TipLevel, string>;
  tipStatuses: Record<TipStatus, string>;
  newSale: string;
  /** The link to the back office (demo/back-office.html). */
  backOffice: string;
  /** The links to the cashier's station and the customer's screen (demo/station.html, demo/screen.html). */
  stationLink: string;
  screenLink: string;
  /** The links between the two demo pages: their list's name, this page (Data mode), the Display-mode page. */
  demoPages: string;
  dataMode: string;
  displayMode: string;
  lines: BillWords;
  /** The switch between a tip for each person and one tip for the whole team (tip-checkout's `tip-mode`). */
  tipMode: string;
  tipModes: Record<'each' | 'team', string>;
}

export type Locale = 'en-US' | 'es-US' | 'fr-CA' | 'de-DE' | 'ja-JP' | 'ar';

/** Right-to-left locales: the page sets `dir="rtl"` for them. */
export const RTL: ReadonlySet<Locale> = new Set(['ar']);

export const strings: Record<Locale, Strings> = {
  'en-US': {
    title: 'Lumen Salon & Spa · Checkout',
    station: 'Front desk · Station 2',
    settings: 'Display settings',
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
    statuses: { pending: 'pending', confirmed: 'confirmed', failed: 'failed', canceled: 'canceled', refunded: 'refunded' },
    staffMember: 'Staff',
    level: 'Tip',
    gross: 'Gross',
    fee: 'Fee',
    net: 'Net',
    total: 'Total',
    tipRecords: 'Tips recorded by the service',
    levels: { low: 'Low', medium: 'Medium', high: 'High', custom: 'Custom' },
    tipStatuses: { pending: 'pending', confirmed: 'confirmed', void: 'void' },
    newSale: 'New sale',
    backOffice: 'Back office (staff)',
    stationLink: 'Cashier station',
    screenLink: 'Customer screen',
    demoPages: 'Demo pages',
    dataMode: 'Data mode: the POS shows the tips',
    displayMode: 'Display mode: the service’s device',
    lines: {
      services: 'Services',
      cut: 'Cut & blow-dry',
      balayage: 'Balayage, long hair',
      polish: 'Polish change',
      products: 'Products',
      shampoo: 'Repair shampoo 250 ml',
      spray: 'Heat-protect spray',
      discount: (percent) => `First-visit discount (${percent} of services)`,
      tax: (percent) => `Sales tax ${percent} (products)`,
    },
    tipMode: 'Tips',
    tipModes: { each: 'One tip each', team: 'One tip for the team' },
  },
  'es-US': {
    title: 'Lumen Salon & Spa · Pago',
    station: 'Recepción · Caja 2',
    settings: 'Opciones de pantalla',
    theme: 'Tema',
    language: 'Idioma',
    greeting: 'Gracias por su visita, {name}',
    lead: '¿Le gustaría dejar una propina al equipo que le atendió hoy?',
    team: 'Su equipo de hoy',
    bill: 'Su cuenta',
    payment: 'Pago',
    footer: 'Las propinas son para el personal indicado arriba. Demostración: no se cobra ninguna tarjeta; el servicio de propinas es un entorno de pruebas local detrás del proxy de este comercio.',
    themes: { light: 'Claro', dark: 'Oscuro', brand: 'Lumen' },
    sale: 'Servicios y productos',
    tips: 'Propinas',
    fees: 'Comisiones por propinas',
    due: 'Importe a cobrar',
    charge: 'Cobrar con tarjeta',
    charging: 'Cobrando…',
    decline: 'Tarjeta rechazada',
    hostFailed: 'No se pudo completar el pago. Inténtelo de nuevo.',
    approved: 'Pago aprobado. ¡Gracias!',
    declined: 'Tarjeta rechazada. Las propinas se cancelaron.',
    declinedNoTips: 'Tarjeta rechazada.',
    noTips: 'Esta vez sin propinas.',
    transaction: 'Transacción',
    status: 'Estado',
    statuses: { pending: 'pendiente', confirmed: 'confirmada', failed: 'fallida', canceled: 'cancelada', refunded: 'reembolsada' },
    staffMember: 'Personal',
    level: 'Propina',
    gross: 'Bruto',
    fee: 'Comisión',
    net: 'Neto',
    total: 'Total',
    tipRecords: 'Propinas registradas por el servicio',
    levels: { low: 'Baja', medium: 'Media', high: 'Alta', custom: 'Otra cantidad' },
    tipStatuses: { pending: 'pendiente', confirmed: 'confirmada', void: 'anulada' },
    newSale: 'Nueva venta',
    backOffice: 'Administración (personal)',
    stationLink: 'Estación del cajero',
    screenLink: 'Pantalla del cliente',
    demoPages: 'Páginas de la demostración',
    dataMode: 'Modo de datos: la caja muestra las propinas',
    displayMode: 'Modo de pantalla: el dispositivo del servicio',
    lines: {
      services: 'Servicios',
      cut: 'Corte y secado',
      balayage: 'Balayage, cabello largo',
      polish: 'Cambio de esmalte',
      products: 'Productos',
      shampoo: 'Champú reparador 250 ml',
      spray: 'Spray protector del calor',
      discount: (percent) => `Descuento de primera visita (${percent} de los servicios)`,
      tax: (percent) => `Impuesto sobre las ventas ${percent} (productos)`,
    },
    tipMode: 'Propinas',
    tipModes: { each: 'Una propina por persona', team: 'Una propina para el equipo' },
  },
  'fr-CA': {
    title: 'Lumen Salon & Spa · Paiement',
    station: 'Accueil · Caisse 2',
    settings: 'Réglages de l’affichage',
    theme: 'Thème',
    language: 'Langue',
    greeting: 'Merci de votre visite, {name}',
    lead: 'Souhaitez-vous laisser un pourboire à l’équipe qui s’est occupée de vous aujourd’hui?',
    team: 'Votre équipe aujourd’hui',
    bill: 'Votre facture',
    payment: 'Paiement',
    footer: 'Les pourboires vont aux membres de l’équipe nommés ci-dessus. Démo : aucune carte n’est débitée; le service de pourboires est un bac à sable local derrière le proxy de ce commerce.',
    themes: { light: 'Clair', dark: 'Sombre', brand: 'Lumen' },
    sale: 'Services et produits',
    tips: 'Pourboires',
    fees: 'Frais de traitement des pourboires',
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
    statuses: { pending: 'en attente', confirmed: 'confirmée', failed: 'échouée', canceled: 'annulée', refunded: 'remboursée' },
    staffMember: 'Employé',
    level: 'Pourboire',
    gross: 'Brut',
    fee: 'Frais',
    net: 'Net',
    total: 'Total',
    tipRecords: 'Pourboires enregistrés par le service',
    levels: { low: 'Bas', medium: 'Moyen', high: 'Élevé', custom: 'Autre montant' },
    tipStatuses: { pending: 'en attente', confirmed: 'confirmé', void: 'annulé' },
    newSale: 'Nouvelle vente',
    backOffice: 'Arrière-boutique (personnel)',
    stationLink: 'Poste du caissier',
    screenLink: 'Écran client',
    demoPages: 'Pages de la démo',
    dataMode: 'Mode données\u00a0: la caisse affiche les pourboires',
    displayMode: 'Mode affichage\u00a0: l’appareil du service',
    lines: {
      services: 'Services',
      cut: 'Coupe et brushing',
      balayage: 'Balayage, cheveux longs',
      polish: 'Changement de vernis',
      products: 'Produits',
      shampoo: 'Shampooing réparateur 250 ml',
      spray: 'Vaporisateur thermoprotecteur',
      discount: (percent) => `Rabais première visite (${percent} des services)`,
      tax: (percent) => `Taxe de vente ${percent} (produits)`,
    },
    tipMode: 'Pourboires',
    tipModes: { each: 'Un pourboire par personne', team: 'Un pourboire pour l’équipe' },
  },
  'de-DE': {
    title: 'Lumen Salon & Spa · Kasse',
    station: 'Empfang · Kasse 2',
    settings: 'Anzeigeeinstellungen',
    theme: 'Design',
    language: 'Sprache',
    greeting: 'Danke für Ihren Besuch, {name}',
    lead: 'Möchten Sie dem Team, das Sie heute betreut hat, ein Trinkgeld geben?',
    team: 'Ihr Team heute',
    bill: 'Ihre Rechnung',
    payment: 'Zahlung',
    footer: 'Trinkgelder gehen an die oben genannten Mitarbeitenden. Demo: Es wird keine Karte belastet; der Trinkgelddienst ist eine lokale Sandbox hinter dem Proxy dieses Geschäfts.',
    themes: { light: 'Hell', dark: 'Dunkel', brand: 'Lumen' },
    sale: 'Leistungen und Produkte',
    tips: 'Trinkgelder',
    fees: 'Trinkgeldgebühren',
    due: 'Zu belastender Betrag',
    charge: 'Karte belasten',
    charging: 'Wird belastet …',
    decline: 'Karte abgelehnt',
    hostFailed: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
    approved: 'Zahlung genehmigt. Vielen Dank!',
    declined: 'Karte abgelehnt. Die Trinkgelder wurden storniert.',
    declinedNoTips: 'Karte abgelehnt.',
    noTips: 'Diesmal kein Trinkgeld.',
    transaction: 'Transaktion',
    status: 'Status',
    statuses: { pending: 'offen', confirmed: 'bestätigt', failed: 'fehlgeschlagen', canceled: 'storniert', refunded: 'erstattet' },
    staffMember: 'Mitarbeitende',
    level: 'Trinkgeld',
    gross: 'Brutto',
    fee: 'Gebühr',
    net: 'Netto',
    total: 'Summe',
    tipRecords: 'Vom Dienst erfasste Trinkgelder',
    levels: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch', custom: 'Anderer Betrag' },
    tipStatuses: { pending: 'offen', confirmed: 'bestätigt', void: 'storniert' },
    newSale: 'Neuer Verkauf',
    backOffice: 'Backoffice (Personal)',
    stationLink: 'Kassenplatz',
    screenLink: 'Kundenbildschirm',
    demoPages: 'Demo-Seiten',
    dataMode: 'Datenmodus: Die Kasse zeigt das Trinkgeld',
    displayMode: 'Anzeigemodus: Das Gerät des Dienstes',
    lines: {
      services: 'Leistungen',
      cut: 'Schnitt & Föhnen',
      balayage: 'Balayage, langes Haar',
      polish: 'Nagellackwechsel',
      products: 'Produkte',
      shampoo: 'Repair-Shampoo 250 ml',
      spray: 'Hitzeschutzspray',
      discount: (percent) => `Rabatt für den ersten Besuch (${percent} der Leistungen)`,
      tax: (percent) => `Umsatzsteuer ${percent} (Produkte)`,
    },
    tipMode: 'Trinkgeld',
    tipModes: { each: 'Für jede Person einzeln', team: 'Eines fürs ganze Team' },
  },
  'ja-JP': {
    title: 'Lumen Salon & Spa · お会計',
    station: 'フロント · レジ 2',
    settings: '表示設定',
    theme: 'テーマ',
    language: '言語',
    greeting: '{name} 様、ご来店ありがとうございます',
    lead: '本日担当したスタッフにチップを贈りませんか？',
    team: '本日の担当スタッフ',
    bill: 'ご請求',
    payment: 'お支払い',
    footer: 'チップは上記のスタッフに届きます。デモ：カードへの請求は行われません。チップサービスはこの店舗のプロキシの背後にあるローカルのサンドボックスです。',
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
    statuses: { pending: '保留中', confirmed: '確定', failed: '失敗', canceled: '取消', refunded: '返金済み' },
    staffMember: 'スタッフ',
    level: 'チップ',
    gross: '総額',
    fee: '手数料',
    net: '純額',
    total: '合計',
    tipRecords: 'サービスに記録されたチップ',
    levels: { low: '低', medium: '中', high: '高', custom: 'その他の金額' },
    tipStatuses: { pending: '保留中', confirmed: '確定', void: '無効' },
    newSale: '新しい会計',
    backOffice: 'バックオフィス（スタッフ用）',
    stationLink: 'レジ',
    screenLink: 'お客様用画面',
    demoPages: 'デモページ',
    dataMode: 'データモード：POS がチップを表示',
    displayMode: 'ディスプレイモード：サービスの端末',
    lines: {
      services: '施術',
      cut: 'カット＆ブロー',
      balayage: 'バレイヤージュ（ロング）',
      polish: 'ネイルカラー付け替え',
      products: '商品',
      shampoo: 'リペアシャンプー 250 ml',
      spray: 'ヒートプロテクトスプレー',
      discount: (percent) => `初回割引（施術の ${percent}）`,
      tax: (percent) => `売上税 ${percent}（商品）`,
    },
    tipMode: 'チップ',
    tipModes: { each: '担当者ごとに', team: 'チーム全体に' },
  },
  ar: {
    title: 'Lumen Salon & Spa · الدفع',
    station: 'الاستقبال · الصندوق 2',
    settings: 'إعدادات العرض',
    theme: 'المظهر',
    language: 'اللغة',
    greeting: 'شكرًا لزيارتك يا {name}',
    lead: 'هل تودّ ترك إكرامية للفريق الذي اعتنى بك اليوم؟',
    team: 'فريقك اليوم',
    bill: 'فاتورتك',
    payment: 'الدفع',
    footer: 'تذهب الإكراميات إلى الموظفين المذكورين أعلاه. عرض تجريبي: لا تُخصم أي مبالغ من البطاقة، وخدمة الإكراميات بيئة تجريبية محلية خلف الخادم الوسيط لهذا المتجر.',
    themes: { light: 'فاتح', dark: 'داكن', brand: 'Lumen' },
    sale: 'الخدمات والمنتجات',
    tips: 'الإكراميات',
    fees: 'رسوم معالجة الإكراميات',
    due: 'المبلغ المطلوب خصمه',
    charge: 'الدفع بالبطاقة',
    charging: 'جارٍ الخصم…',
    decline: 'رُفضت البطاقة',
    hostFailed: 'تعذّر إتمام الدفع. يُرجى المحاولة مرة أخرى.',
    approved: 'تمت الموافقة على الدفع. شكرًا لك!',
    declined: 'رُفضت البطاقة. أُلغيت الإكراميات.',
    declinedNoTips: 'رُفضت البطاقة.',
    noTips: 'لا إكراميات هذه المرة.',
    transaction: 'المعاملة',
    status: 'الحالة',
    statuses: { pending: 'قيد الانتظار', confirmed: 'مؤكدة', failed: 'فاشلة', canceled: 'ملغاة', refunded: 'مستردة' },
    staffMember: 'الموظف',
    level: 'الإكرامية',
    gross: 'الإجمالي',
    fee: 'الرسوم',
    net: 'الصافي',
    total: 'المجموع',
    tipRecords: 'الإكراميات المسجلة لدى الخدمة',
    levels: { low: 'منخفضة', medium: 'متوسطة', high: 'مرتفعة', custom: 'مبلغ آخر' },
    tipStatuses: { pending: 'قيد الانتظار', confirmed: 'مؤكدة', void: 'ملغاة' },
    newSale: 'عملية بيع جديدة',
    backOffice: 'الإدارة (للموظفين)',
    stationLink: 'محطة الكاشير',
    screenLink: 'شاشة العميل',
    demoPages: 'صفحات العرض التوضيحي',
    dataMode: 'وضع البيانات: نقطة البيع تعرض الإكراميات',
    displayMode: 'وضع الشاشة: جهاز الخدمة',
    lines: {
      services: 'الخدمات',
      cut: 'قص وتجفيف',
      balayage: 'بالياج، شعر طويل',
      polish: 'تغيير طلاء الأظافر',
      products: 'المنتجات',
      shampoo: 'شامبو مُصلح 250 مل',
      spray: 'بخاخ الحماية من الحرارة',
      discount: (percent) => `خصم الزيارة الأولى (${percent} من الخدمات)`,
      tax: (percent) => `ضريبة المبيعات ${percent} (المنتجات)`,
    },
    tipMode: 'الإكراميات',
    tipModes: { each: 'إكرامية لكل شخص', team: 'إكرامية واحدة للفريق' },
  },
};

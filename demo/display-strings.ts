/**
 * The Display-mode page's own words (the elements carry theirs), in the main demo's six locales,
 * Arabic right to left. Amounts come formatted (Intl) in the page's language. The bill's lines
 * are the main demo's (demo/strings.ts): the POS's server builds the lines it sends the device
 * from them, so the tablet shows the sale in the customer's language.
 */
import type { DisplayTransaction } from '../src/client/index.js';
import { RTL, strings, type BillWords, type Locale } from './strings.js';

export { RTL };

export type DisplayStage = 'selecting' | 'tipped' | 'card' | 'declined' | 'paid' | 'canceled';

export interface DisplayStrings {
  title: string;
  station: string;
  demoPages: string;
  dataMode: string;
  displayMode: string;
  settings: string;
  theme: string;
  language: string;
  themes: Record<'light' | 'dark' | 'brand', string>;
  heading: string;
  lead: string;
  posHeading: string;
  deviceHeading: string;
  saleHeading: string;
  bill: string;
  asyncLabel: string;
  start: string;
  checkoutsHeading: string;
  noCheckouts: string;
  devicePanelHeading: string;
  devicePanelHint: string;
  footer: string;
  /** A staff member with no service amount on this sale. */
  noServiceAmount: string;
  /** The device the station is paired with; `id` is its deviceId. */
  paired: (id: string) => string;
  stages: Record<DisplayStage, string>;
  statuses: Record<DisplayTransaction['status'], string>;
  /** The checkout's status at the service, after its stage. */
  status: (status: string) => string;
  async: string;
  /** A tip the business set (preselected), not chosen by the customer. */
  included: (name: string) => string;
  tipAndFee: (amount: string, fee: string) => string;
  noTips: string;
  due: string;
  refused: string;
  charge: string;
  approve: string;
  decline: string;
  retry: string;
  update: string;
  cancel: string;
  /** The POS's log line when a checkout moves on. */
  moved: (transactionId: string, stage: string) => string;
  started: (transactionId: string, customer: string) => string;
  tipsReceived: (transactionId: string, total: string) => string;
  /** The bill's lines, as the POS sends them to the device with `create` and `update`. */
  lines: BillWords;
}

export type DisplayLocale = Locale;

export const displayStrings: Record<DisplayLocale, DisplayStrings> = {
  'en-US': {
    title: 'Lumen Salon & Spa · Display mode',
    station: 'Front desk · Station 2',
    demoPages: 'Demo pages',
    dataMode: 'Data mode: the POS shows the tips',
    displayMode: 'Display mode: the service’s device',
    settings: 'Display settings',
    theme: 'Theme',
    language: 'Language',
    themes: { light: 'Light', dark: 'Dark', brand: 'Lumen' },
    heading: 'Display mode',
    lead: 'The tip service’s tablet shows the bill, takes the tips and prompts for the card; the POS on the left drives it and learns the tips from a signed webhook.',
    posHeading: 'Point of sale',
    deviceHeading: 'Tip device',
    saleHeading: 'This sale',
    bill: 'Bill',
    asyncLabel: 'Async: the device goes idle once the customer has chosen tips',
    start: 'Start checkout',
    checkoutsHeading: 'Checkouts',
    noCheckouts: 'None yet. Start one: it appears on the device.',
    devicePanelHeading: 'The customer’s device (simulated)',
    devicePanelHint: 'Play the customer here: choose tips, review, continue to payment.',
    footer: 'Demo: no card is charged. The tip service is a local sandbox on this host’s server; the device talks to it directly, the POS through its server (credentials) and its proxy (pairing only).',
    noServiceAmount: 'no service amount',
    paired: (id) => `Paired with device ${id}.`,
    stages: {
      selecting: 'Waiting for the customer to choose tips',
      tipped: 'Tips received: ready to charge',
      card: 'Card prompt on the device',
      declined: 'Card declined',
      paid: 'Paid',
      canceled: 'Canceled',
    },
    statuses: { created: 'created', pending: 'pending', confirmed: 'confirmed', failed: 'failed', canceled: 'canceled', refunded: 'refunded' },
    status: (status) => `status ${status}`,
    async: 'async',
    included: (name) => `${name} (included)`,
    tipAndFee: (amount, fee) => `${amount} + ${fee} fee`,
    noTips: 'No tips',
    due: 'Amount to charge',
    refused: 'The tip service refused that. Try again.',
    charge: 'Charge card',
    approve: 'Payment approved',
    decline: 'Decline',
    retry: 'Retry payment',
    update: 'Update staff',
    cancel: 'Cancel',
    moved: (transactionId, stage) => `${transactionId}: ${stage}`,
    started: (transactionId, customer) => `${transactionId} started on the device for ${customer}`,
    tipsReceived: (transactionId, total) => `Tips received for ${transactionId}: ${total} with fees`,
    lines: strings['en-US'].lines,
  },
  'es-US': {
    title: 'Lumen Salon & Spa · Modo de pantalla',
    station: 'Recepción · Caja 2',
    demoPages: 'Páginas de la demostración',
    dataMode: 'Modo de datos: la caja muestra las propinas',
    displayMode: 'Modo de pantalla: el dispositivo del servicio',
    settings: 'Opciones de pantalla',
    theme: 'Tema',
    language: 'Idioma',
    themes: { light: 'Claro', dark: 'Oscuro', brand: 'Lumen' },
    heading: 'Modo de pantalla',
    lead: 'La tableta del servicio de propinas muestra la cuenta, recibe las propinas y pide la tarjeta; la caja de la izquierda la controla y se entera de las propinas por un webhook firmado.',
    posHeading: 'Punto de venta',
    deviceHeading: 'Dispositivo de propinas',
    saleHeading: 'Esta venta',
    bill: 'Cuenta',
    asyncLabel: 'Asíncrono: el dispositivo queda libre en cuanto el cliente elige las propinas',
    start: 'Iniciar cobro',
    checkoutsHeading: 'Cobros',
    noCheckouts: 'Todavía ninguno. Inicie uno y aparecerá en el dispositivo.',
    devicePanelHeading: 'El dispositivo del cliente (simulado)',
    devicePanelHint: 'Aquí usted hace de cliente: elija las propinas, revíselas y continúe al pago.',
    footer: 'Demostración: no se cobra ninguna tarjeta. El servicio de propinas es un entorno de pruebas local en el servidor de este comercio; el dispositivo se comunica directamente con él, y la caja, a través de su servidor (credenciales) y de su proxy (solo para vincular).',
    noServiceAmount: 'sin importe de servicio',
    paired: (id) => `Vinculado con el dispositivo ${id}.`,
    stages: {
      selecting: 'Esperando a que el cliente elija las propinas',
      tipped: 'Propinas recibidas: listo para cobrar',
      card: 'El dispositivo pide la tarjeta',
      declined: 'Tarjeta rechazada',
      paid: 'Pagado',
      canceled: 'Cancelado',
    },
    statuses: { created: 'creada', pending: 'pendiente', confirmed: 'confirmada', failed: 'fallida', canceled: 'cancelada', refunded: 'reembolsada' },
    status: (status) => `estado: ${status}`,
    async: 'asíncrono',
    included: (name) => `${name} (propina incluida)`,
    tipAndFee: (amount, fee) => `${amount} + ${fee} de comisión`,
    noTips: 'Sin propinas',
    due: 'Importe a cobrar',
    refused: 'El servicio de propinas no lo aceptó. Inténtelo de nuevo.',
    charge: 'Cobrar con tarjeta',
    approve: 'Pago aprobado',
    decline: 'Rechazar',
    retry: 'Reintentar el cobro',
    update: 'Cambiar personal',
    cancel: 'Cancelar',
    moved: (transactionId, stage) => `${transactionId}: ${stage}`,
    started: (transactionId, customer) => `Cobro ${transactionId} iniciado en el dispositivo para ${customer}`,
    tipsReceived: (transactionId, total) => `Propinas recibidas para ${transactionId}: ${total} con comisiones`,
    lines: strings['es-US'].lines,
  },
  'fr-CA': {
    title: 'Lumen Salon & Spa · Mode affichage',
    station: 'Accueil · Caisse 2',
    demoPages: 'Pages de la démo',
    dataMode: 'Mode données\u00a0: la caisse affiche les pourboires',
    displayMode: 'Mode affichage\u00a0: l’appareil du service',
    settings: 'Réglages de l’affichage',
    theme: 'Thème',
    language: 'Langue',
    themes: { light: 'Clair', dark: 'Sombre', brand: 'Lumen' },
    heading: 'Mode affichage',
    lead: 'La tablette du service de pourboires affiche la facture, recueille les pourboires et demande la carte; la caisse, à gauche, la pilote et apprend les pourboires par un webhook signé.',
    posHeading: 'Point de vente',
    deviceHeading: 'Appareil de pourboire',
    saleHeading: 'Cette vente',
    bill: 'Facture',
    asyncLabel: 'Asynchrone\u00a0: l’appareil se libère dès que le client a choisi ses pourboires',
    start: 'Lancer le paiement',
    checkoutsHeading: 'Paiements',
    noCheckouts: 'Aucun pour l’instant. Lancez-en un\u00a0: il s’affichera sur l’appareil.',
    devicePanelHeading: 'L’appareil du client (simulé)',
    devicePanelHint: 'Jouez ici le rôle du client\u00a0: choisissez les pourboires, vérifiez-les, passez au paiement.',
    footer: 'Démo\u00a0: aucune carte n’est débitée. Le service de pourboires est un bac à sable local sur le serveur de ce commerce; l’appareil lui parle directement, la caisse passe par son serveur (identifiants) et son proxy (jumelage seulement).',
    noServiceAmount: 'aucun montant de service',
    paired: (id) => `Appareil ${id} jumelé.`,
    stages: {
      selecting: 'Le client choisit ses pourboires',
      tipped: 'Pourboires reçus\u00a0: prêt à débiter',
      card: 'L’appareil demande la carte',
      declined: 'Carte refusée',
      paid: 'Payé',
      canceled: 'Annulé',
    },
    statuses: { created: 'créée', pending: 'en attente', confirmed: 'confirmée', failed: 'échouée', canceled: 'annulée', refunded: 'remboursée' },
    status: (status) => `statut\u00a0: ${status}`,
    async: 'asynchrone',
    included: (name) => `${name} (inclus)`,
    tipAndFee: (amount, fee) => `${amount} + ${fee} de frais`,
    noTips: 'Aucun pourboire',
    due: 'Montant à débiter',
    refused: 'Le service de pourboires a refusé l’opération. Veuillez réessayer.',
    charge: 'Débiter la carte',
    approve: 'Paiement approuvé',
    decline: 'Refuser',
    retry: 'Relancer le paiement',
    update: 'Modifier l’équipe',
    cancel: 'Annuler',
    moved: (transactionId, stage) => `${transactionId}\u00a0: ${stage}`,
    started: (transactionId, customer) => `Paiement ${transactionId} lancé sur l’appareil pour ${customer}`,
    tipsReceived: (transactionId, total) => `Pourboires reçus pour ${transactionId}\u00a0: ${total}, frais compris`,
    lines: strings['fr-CA'].lines,
  },
  'de-DE': {
    title: 'Lumen Salon & Spa · Anzeigemodus',
    station: 'Empfang · Kasse 2',
    demoPages: 'Demo-Seiten',
    dataMode: 'Datenmodus: Die Kasse zeigt das Trinkgeld',
    displayMode: 'Anzeigemodus: Das Gerät des Dienstes',
    settings: 'Anzeigeeinstellungen',
    theme: 'Design',
    language: 'Sprache',
    themes: { light: 'Hell', dark: 'Dunkel', brand: 'Lumen' },
    heading: 'Anzeigemodus',
    lead: 'Das Tablet des Trinkgelddienstes zeigt die Rechnung, nimmt das Trinkgeld entgegen und fordert zur Kartenzahlung auf; die Kasse links steuert es und erfährt das Trinkgeld über einen signierten Webhook.',
    posHeading: 'Kasse',
    deviceHeading: 'Trinkgeldgerät',
    saleHeading: 'Dieser Verkauf',
    bill: 'Rechnung',
    asyncLabel: 'Asynchron: Das Gerät wird frei, sobald der Gast das Trinkgeld gewählt hat',
    start: 'Bezahlvorgang starten',
    checkoutsHeading: 'Bezahlvorgänge',
    noCheckouts: 'Noch keine. Starten Sie einen: Er erscheint auf dem Gerät.',
    devicePanelHeading: 'Das Gerät des Gastes (simuliert)',
    devicePanelHint: 'Hier spielen Sie den Gast: Trinkgeld wählen, prüfen, weiter zur Zahlung.',
    footer: 'Demo: Es wird keine Karte belastet. Der Trinkgelddienst ist eine lokale Sandbox auf dem Server dieses Hosts; das Gerät spricht direkt mit ihm, die Kasse über ihren Server (Zugangsdaten) und ihren Proxy (nur die Kopplung).',
    noServiceAmount: 'kein Leistungsbetrag',
    paired: (id) => `Gekoppelt mit Gerät ${id}.`,
    stages: {
      selecting: 'Der Gast wählt das Trinkgeld',
      tipped: 'Trinkgeld erhalten: bereit zur Zahlung',
      card: 'Das Gerät fordert zur Kartenzahlung auf',
      declined: 'Karte abgelehnt',
      paid: 'Bezahlt',
      canceled: 'Abgebrochen',
    },
    statuses: { created: 'angelegt', pending: 'ausstehend', confirmed: 'bestätigt', failed: 'fehlgeschlagen', canceled: 'storniert', refunded: 'erstattet' },
    status: (status) => `Status ${status}`,
    async: 'asynchron',
    included: (name) => `${name} (enthalten)`,
    tipAndFee: (amount, fee) => `${amount} + ${fee} Gebühr`,
    noTips: 'Kein Trinkgeld',
    due: 'Zu belasten',
    refused: 'Der Trinkgelddienst hat das abgelehnt. Bitte erneut versuchen.',
    charge: 'Karte belasten',
    approve: 'Zahlung genehmigt',
    decline: 'Ablehnen',
    retry: 'Zahlung wiederholen',
    update: 'Personal ändern',
    cancel: 'Abbrechen',
    moved: (transactionId, stage) => `${transactionId}: ${stage}`,
    started: (transactionId, customer) => `${transactionId} auf dem Gerät gestartet für ${customer}`,
    tipsReceived: (transactionId, total) => `Trinkgeld für ${transactionId} erhalten: ${total} inklusive Gebühren`,
    lines: strings['de-DE'].lines,
  },
  'ja-JP': {
    title: 'Lumen Salon & Spa · ディスプレイモード',
    station: 'フロント · レジ 2',
    demoPages: 'デモページ',
    dataMode: 'データモード：POS がチップを表示',
    displayMode: 'ディスプレイモード：サービスの端末',
    settings: '表示設定',
    theme: 'テーマ',
    language: '言語',
    themes: { light: 'ライト', dark: 'ダーク', brand: 'Lumen' },
    heading: 'ディスプレイモード',
    lead: 'チップサービスのタブレットが請求内容を表示し、チップを受け付け、カード決済を案内します。左側の POS がタブレットを操作し、署名付き Webhook でチップの内容を受け取ります。',
    posHeading: 'POS レジ',
    deviceHeading: 'チップ端末',
    saleHeading: 'この会計',
    bill: '請求額',
    asyncLabel: '非同期：お客様がチップを選んだ時点で端末を次の会計に使えます',
    start: '会計を開始',
    checkoutsHeading: '会計一覧',
    noCheckouts: 'まだありません。会計を開始すると端末に表示されます。',
    devicePanelHeading: 'お客様の端末（シミュレーション）',
    devicePanelHint: 'ここではお客様の役です。チップを選んで確認し、お支払いへ進んでください。',
    footer: 'デモ：カードへの請求は行われません。チップサービスはこの店舗のサーバー上にあるローカルのサンドボックスです。端末はサービスと直接、POS は自店のサーバー（認証情報）とプロキシ（ペアリングのみ）を通じて通信します。',
    noServiceAmount: '施術金額なし',
    paired: (id) => `端末 ${id} とペアリング済みです。`,
    stages: {
      selecting: 'お客様のチップ選択待ち',
      tipped: 'チップ受信済み：決済できます',
      card: '端末でカード決済を案内中',
      declined: 'カード拒否',
      paid: '支払い済み',
      canceled: '取消',
    },
    statuses: { created: '作成済み', pending: '保留中', confirmed: '確定', failed: '失敗', canceled: '取消', refunded: '返金済み' },
    status: (status) => `状態：${status}`,
    async: '非同期',
    included: (name) => `${name}（請求に含む）`,
    tipAndFee: (amount, fee) => `${amount}（手数料 ${fee}）`,
    noTips: 'チップなし',
    due: 'ご請求額',
    refused: 'チップサービスに受け付けられませんでした。もう一度お試しください。',
    charge: 'カードで決済',
    approve: '支払い承認',
    decline: '拒否',
    retry: '決済をやり直す',
    update: '担当スタッフを変更',
    cancel: 'キャンセル',
    moved: (transactionId, stage) => `${transactionId}：${stage}`,
    started: (transactionId, customer) => `${customer} 様の会計 ${transactionId} を端末で開始しました`,
    tipsReceived: (transactionId, total) => `${transactionId} のチップを受信しました：手数料込みで ${total}`,
    lines: strings['ja-JP'].lines,
  },
  ar: {
    title: 'Lumen Salon & Spa · وضع الشاشة',
    station: 'الاستقبال · الصندوق 2',
    demoPages: 'صفحات العرض التوضيحي',
    dataMode: 'وضع البيانات: نقطة البيع تعرض الإكراميات',
    displayMode: 'وضع الشاشة: جهاز الخدمة',
    settings: 'إعدادات العرض',
    theme: 'المظهر',
    language: 'اللغة',
    themes: { light: 'فاتح', dark: 'داكن', brand: 'Lumen' },
    heading: 'وضع الشاشة',
    lead: 'يعرض الجهاز اللوحي لخدمة الإكراميات الفاتورة، ويتلقى الإكراميات، ثم يطلب البطاقة؛ وتتحكم فيه نقطة البيع الظاهرة على اليمين، وتعلم بالإكراميات عبر إشعار ويب موقَّع.',
    posHeading: 'نقطة البيع',
    deviceHeading: 'جهاز الإكراميات',
    saleHeading: 'عملية البيع الحالية',
    bill: 'الفاتورة',
    asyncLabel: 'غير متزامن: يصبح الجهاز متاحًا بمجرد أن يختار العميل الإكراميات',
    start: 'بدء عملية الدفع',
    checkoutsHeading: 'عمليات الدفع',
    noCheckouts: 'لا توجد عمليات بعد. ابدأ واحدة وستظهر على الجهاز.',
    devicePanelHeading: 'جهاز العميل (محاكاة)',
    devicePanelHint: 'أدِّ هنا دور العميل: اختر الإكراميات وراجعها، ثم تابع إلى الدفع.',
    footer: 'عرض تجريبي: لا تُخصم أي مبالغ من البطاقة. خدمة الإكراميات بيئة تجريبية محلية على خادم هذا المتجر؛ يتصل بها الجهاز مباشرة، أما نقطة البيع فتتصل بها عبر خادمها (بيانات الاعتماد) وخادمها الوسيط (للإقران فقط).',
    noServiceAmount: 'لا يوجد مبلغ خدمة',
    paired: (id) => `تم الإقران بالجهاز ${id}.`,
    stages: {
      selecting: 'في انتظار اختيار العميل للإكراميات',
      tipped: 'وصلت الإكراميات: جاهزة للخصم',
      card: 'الجهاز يطلب البطاقة',
      declined: 'رُفضت البطاقة',
      paid: 'مدفوعة',
      canceled: 'ملغاة',
    },
    statuses: { created: 'منشأة', pending: 'قيد الانتظار', confirmed: 'مؤكدة', failed: 'فاشلة', canceled: 'ملغاة', refunded: 'مستردة' },
    status: (status) => `الحالة: ${status}`,
    async: 'غير متزامنة',
    included: (name) => `${name} (مشمولة في الفاتورة)`,
    tipAndFee: (amount, fee) => `${amount} + رسوم ${fee}`,
    noTips: 'لا إكراميات',
    due: 'المبلغ المطلوب خصمه',
    refused: 'رفضت خدمة الإكراميات هذا الطلب. حاول مرة أخرى.',
    charge: 'الخصم من البطاقة',
    approve: 'تمت الموافقة على الدفع',
    decline: 'رفض',
    retry: 'إعادة محاولة الدفع',
    update: 'تعديل الموظفين',
    cancel: 'إلغاء',
    moved: (transactionId, stage) => `${transactionId}: ${stage}`,
    started: (transactionId, customer) => `بدأت عملية الدفع ${transactionId} على الجهاز للعميل ${customer}`,
    tipsReceived: (transactionId, total) => `وصلت إكراميات ${transactionId}: ${total} شاملة الرسوم`,
    lines: strings.ar.lines,
  },
};

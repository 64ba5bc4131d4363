/**
 * Українська: the back office (tip-transaction, tip-refund, tip-transfer) in the checkout's short
 * imperatives and «ви». Names are not declined: they follow «для» or a dash, or stand as the
 * subject. Counts after «Переказати» take the dative: 1 (21, 31…) працівникові (one); 2–4, 5–20
 * and fractions all працівникам (few, many, other).
 */
import type { BackOfficeMessages } from '../../back-office.js';

const plural = new Intl.PluralRules('uk');

const messages: BackOfficeMessages = {
  noTransaction: 'Транзакцію не вибрано.',
  loadingTransaction: 'Завантаження транзакції…',
  transactionFailed: 'Не вдалося завантажити транзакцію.',
  transactionNotFound: (id) => `Транзакції ${id} не існує.`,
  staffColumn: 'Працівник',
  grossColumn: 'Брутто',
  feeColumn: 'Комісія',
  netColumn: 'Нетто',
  statusPending: 'Очікує',
  statusConfirmed: 'Підтверджено',
  statusFailed: 'Помилка',
  statusCanceled: 'Скасовано',
  statusRefunded: 'Повернено',
  tipStatusPending: 'Очікує',
  tipStatusConfirmed: 'Підтверджено',
  tipStatusVoid: 'Анульовано',
  levelLow: 'Низький',
  levelMedium: 'Середній',
  levelHigh: 'Високий',
  levelCustom: 'Інша сума',
  amountEnter: 'Введіть суму.',
  amountNegative: 'Сума не може бути від’ємною.',
  amountZero: 'Введіть суму, більшу за нуль.',
  edit: 'Змінити',

  transactionTitle: (id) => `Транзакція ${id}`,
  statusLabel: 'Статус',
  customerLabel: 'Клієнт',
  createdLabel: 'Створено',
  tipRecordsCaption: 'Записи чайових',
  levelColumn: 'Рівень',
  statusColumn: 'Статус',
  refundsCaption: 'Повернення',
  noRefunds: 'Повернень немає.',
  refundWhole: 'Уся транзакція',
  refundTypeColumn: 'Тип',
  refundPartial: 'Часткове',
  refundFull: 'Повне',
  reasonColumn: 'Причина',
  whenColumn: 'Коли',
  noReason: 'Не вказано',
  refundedLabel: 'Повернено',
  netHeldLabel: 'Чисті чайові у працівників',

  refundLegend: 'Повернення',
  refundFullOption: (amount) => `Повне повернення (${amount})`,
  refundPartialOption: 'Часткове повернення',
  refundSplitLegend: 'З кого списати',
  refundByAmount: 'Сума, порівну між працівниками',
  refundByStaff: 'Окремо з кожного працівника',
  refundAmountLabel: 'Сума повернення',
  refundUpTo: (amount) => `До ${amount}, разом із комісіями.`,
  refundFrom: (name) => `Повернення — ${name}`,
  refundStaffTotal: (amount) => `Разом ${amount}`,
  refundReasonLabel: 'Причина (необов’язково)',
  preview: 'Переглянути',
  previewing: 'Обчислюємо…',
  previewCaption: 'Це повернення спише',
  previewFailed: 'Не вдалося обчислити повернення.',
  refundButton: (amount) => `Повернути ${amount}`,
  refunding: 'Повертаємо…',
  refundDone: (amount) => `Повернено ${amount}.`,
  refundFailed: 'Повернення могло не пройти. «Спробувати ще раз» перевірить транзакцію й обчислить повернення знову.',
  refundAgain: 'Нове повернення',
  notRefundable: (status) => `Повернути можна лише підтверджену транзакцію. Поточний статус: ${status}.`,
  amountOverRefundable: (amount) => `Це більше, ніж залишок до повернення: ${amount}.`,
  amountOverHeld: (name, amount) => `${name} має ${amount}; поверніть не більше.`,
  refundStaffNone: 'Введіть суму хоча б для одного працівника.',

  netNowCaption: 'Чисті чайові зараз',
  transferNet: (amount) => `Чисті чайові до розподілу: ${amount}`,
  recipientsLegend: 'Хто отримає',
  holds: (amount) => `має ${amount}`,
  newStaffBadge: 'новий',
  splitLegend: 'Суми',
  splitEven: 'Порівну',
  splitExact: 'Точні суми',
  amountFor: (name) => `Сума для ${name}`,
  leftToAssign: (amount) => `Ще розподілити: ${amount}`,
  overAssigned: (amount) => `Забагато на ${amount}`,
  allAssigned: (amount) => `Розподілено все: ${amount}`,
  chooseRecipients: 'Виберіть, хто отримає чайові.',
  transferButton: (amount, count) => {
    if (count === 0) return `Переказати ${amount}`;
    const form = plural.select(count);
    // One: працівникові; few (2–4), many (5–20) and other (fractions): працівникам.
    const staff = form === 'one' ? 'працівникові' : 'працівникам';
    return `Переказати ${amount} ${count} ${staff}`;
  },
  transferring: 'Переказуємо…',
  transferDone: 'Чайові переказано.',
  transferFailed: 'Не вдалося переказати чайові.',
  notTransferable: (status) => `Переказати можна лише чайові з підтвердженої транзакції. Поточний статус: ${status}.`,
  nothingToTransfer: 'Чистих чайових для переказу не залишилося.',
  addStaff: 'Додати працівника',
  newStaffLegend: 'Новий працівник',
  employeeIdLabel: 'ID працівника',
  firstNameLabel: 'Ім’я',
  lastNameLabel: 'Прізвище',
  avatarLabel: 'URL фото',
  addStaffButton: 'Додати',
  fieldRequired: 'Обов’язкове поле.',
  avatarInvalid: 'Введіть вебадресу (https://…) фото.',
  employeeIdTaken: 'Цей працівник уже є в списку.',
  recipientIncomplete: 'Щоб отримати чайові, потрібні ім’я, прізвище та фото.',
};

export default messages;

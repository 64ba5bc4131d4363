/**
 * Українська: the customer is addressed with «ви»; buttons are short imperatives («Виберіть»,
 * «Введіть»), as Ukrainian terminals and apps use. Names are not declined: they follow «для» or a
 * dash. «Чайові» has no singular, so the confirm button reads the same for any count.
 */
import type { CheckoutMessages } from '../../messages.js';
import { pluralize } from '../../plural.js';

const messages: CheckoutMessages = {
  retry: 'Спробувати ще раз',
  loading: 'Завантаження…',
  errorNetwork: 'Перевірте з’єднання та спробуйте ще раз.',
  errorTimeout: 'Сервіс чайових відповідає надто довго. Спробуйте ще раз.',
  errorRefused: 'Сервіс чайових не прийняв цю операцію. Зверніться до працівника.',
  errorService: 'Сталася помилка сервісу чайових. Спробуйте ще раз.',

  noStaff: 'Немає працівників, яким можна залишити чайові.',
  proposalsFailedAll: 'Не вдалося завантажити запропоновані чайові. «Інша сума» та «Без чайових» доступні й далі.',
  serviceOf: (amount) => `за послугу на ${amount}`,

  tipGroup: 'Чайові',
  optionName: (first, second) => `${first}, ${second}`,
  optionFee: (fee) => `+ ${fee} комісії`,
  optionTotal: (total) => `Разом ${total}`,
  custom: 'Інша сума',
  noTip: 'Без чайових',
  proposalsFailedFor: (name) => `Не вдалося завантажити запропоновані чайові для ${name}.`,
  customTipFor: (name) => `Сума чайових для ${name}`,

  customTip: 'Сума чайових',
  enterTip: 'Введіть суму чайових.',
  tipNegative: 'Сума чайових не може бути від’ємною.',
  tipDecimals: 'Використовуйте не більше двох знаків після коми.',
  tipTooLarge: 'Ця сума завелика.',
  tipInvalid: (example) => `Введіть суму, наприклад ${example}.`,
  tipOtherCurrency: (currency) => `Введіть суму без ${currency}.`,
  tipAmbiguous: (example) => `Цю суму можна прочитати двома способами. Введіть її, наприклад, як ${example}.`,
  guardOverService: (amount) => `${amount} — більше, ніж сама послуга. Залишити?`,
  guardLarge: (amount) => `${amount} — дуже великі чайові. Залишити?`,
  guardPending: (amount) => `Підтвердьте чайові в сумі ${amount}.`,
  guardKeep: (amount) => `Залишити ${amount}`,
  guardChange: 'Змінити',
  feeAndTotal: (fee, total) => `Комісія ${fee} · Разом ${total}`,
  feeChecking: 'Перевіряємо комісію',
  feeFailed: 'Не вдалося отримати комісію.',

  subtotal: 'Проміжний підсумок',
  tipsList: 'Чайові',
  tipFor: (name) => `Чайові для ${name}`,
  chooseTip: 'Виберіть чайові',
  enterAmount: 'Введіть суму',
  fees: 'Комісії',
  feesCalculating: 'обчислюємо…',
  serviceFee: 'Комісія за транзакцію',
  posFee: 'Комісія каси',
  total: 'Разом',
  quantity: (qty) => `${qty} ×`,
  quantityAt: (qty, price) => `${qty} × ${price}`,
  confirmTips: (_count, total) => `Підтвердити чайові · ${total}`,
  continueWithoutTip: 'Продовжити без чайових',
  creating: 'Підтверджуємо…',
  chooseTipFor: (names) => `Виберіть чайові для: ${names}`,
  tipsAdded: (total) => `Чайові додано. До сплати: ${total}.`,
  noTipAdded: 'Чайові не додано.',
  intentFailed: 'Не вдалося підтвердити чайові. Кошти не списано.',
  amountsOutOfRange: 'Ці суми завеликі, щоб їх додати. Перевірте рахунок і чайові.',
  optionFeeTotalFor: (fee, total, name) => `+ ${fee} комісії, разом ${total}, для ${name}`,
  optionFeeTotal: (fee, total) => `+ ${fee} комісії, разом ${total}`,
  optionFor: (name) => `для ${name}`,
  amountDecimals: (d) => {
    if (d === 0) return 'Введіть суму без дробової частини.';
    const form = new Intl.PluralRules('uk').select(d);
    // After «не більше» the genitive: одного знака (one), 2 знаків (few), 5 знаків (many), 1,5 знака (other).
    if (form === 'one') return d === 1 ? 'Використовуйте не більше одного знака після коми.' : `Використовуйте не більше ${d} знака після коми.`;
    return form === 'other' ? `Використовуйте не більше ${d} знака після коми.` : `Використовуйте не більше ${d} знаків після коми.`;
  },

  teamName: (names) => `Команда: ${names}`,
  teamSplitService: (count) => pluralize('uk', count, { '=1': 'Інша сума дістається повністю одній особі.', one: 'Інша сума ділиться між # особою відповідно до послуг.', few: 'Інша сума ділиться між # особами відповідно до послуг.', many: 'Інша сума ділиться між # особами відповідно до послуг.', other: 'Інша сума ділиться між # особи відповідно до послуг.' }),
  teamSplitEven: (count) => pluralize('uk', count, { '=1': 'Інша сума дістається повністю одній особі.', one: 'Інша сума ділиться порівну між # особою.', few: 'Інша сума ділиться порівну між # особами.', many: 'Інша сума ділиться порівну між # особами.', other: 'Інша сума ділиться порівну між # особи.' }),
  teamTip: 'Чайові для команди',
  shareFor: (name) => `Частка для ${name}`,
  teamLeftOut: (names) => `Запропоновані чайові не стосуються: ${names} (без наданої послуги).`,
  teamFeePerShare: 'Кожна частка сплачується як окремі чайові з власною комісією, тому комісія загалом більша, ніж за одні чайові.',
  shareNoService: (amount) => `${amount} (без послуги)`,
  choicesCleared: 'Вибір чайових скинуто. Виберіть ще раз.',
};

export default messages;

/**
 * Українська: the simulated Display tablet (a developer tool), with «ви» and the words Ukrainian
 * card terminals use («Прикладіть, вставте або проведіть картку»). The point of sale is «каса».
 * The queue counts in all four forms: 1 оплата (one), 3 оплати (few), 5 оплат (many), 1,5 оплати
 * (other).
 */
import type { DeviceMessages } from '../../types.js';

const plural = new Intl.PluralRules('uk');

const messages: DeviceMessages = {
  deviceTitle: 'Пристрій для чайових',
  deviceShowCode: 'Введіть цей код на касі',
  deviceCodeAnnounced: (code) => `Введіть цей код на касі: ${code}`,
  devicePairLabel: 'Ідентифікатор, показаний на касі',
  devicePair: 'Під’єднати',
  devicePairEmpty: 'Введіть ідентифікатор.',
  devicePairTaken: 'Цей ідентифікатор уже використовує інший пристрій.',
  deviceSyncedAs: (ids) => `Під’єднано як ${ids}`,
  deviceReady: 'Готово до наступного клієнта',
  deviceApproved: 'Оплату схвалено. Дякуємо!',
  deviceCanceled: 'Оплату скасовано.',
  deviceContinued: 'Дякуємо! Оплатіть, будь ласка, на касі.',
  deviceQueued: (count) => {
    const form = plural.select(count);
    return form === 'one'
      ? `Ще ${count} оплата в черзі`
      : form === 'many'
        ? `Ще ${count} оплат у черзі`
        : `Ще ${count} оплати в черзі`; // few (2–4) and other (fractions)
  },
  deviceWelcome: (name) => `Вітаємо, ${name}`,
  deviceWelcomeAnonymous: 'Вітаємо',
  deviceChooseTips: 'Виберіть чайові',
  deviceTipIncluded: (name, amount) => `Чайові для ${name}: ${amount}, уже враховано`,
  deviceReviewTips: 'Перевірте чайові',
  deviceChangeTips: 'Змінити чайові',
  deviceContinue: 'Перейти до оплати',
  deviceTotalAnnounced: (total) => `До сплати: ${total}`,
  deviceRestarted: 'Рахунок змінився. Виберіть чайові ще раз.',
  deviceWaiting: 'Дякуємо! Зачекайте, будь ласка, на касира.',
  deviceCardPrompt: 'Прикладіть, вставте або проведіть картку',
  deviceAmountDue: 'До сплати',
  deviceCardAnnounced: (amount) => `Прикладіть, вставте або проведіть картку. До сплати: ${amount}`,
  deviceDeclined: (note) => `Оплату відхилено: ${note}`,
  deviceDeclinedWait: 'Зачекайте, будь ласка, на касира.',
};

export default messages;

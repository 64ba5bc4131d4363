/**
 * Українська: Display mode, for the staff at the point of sale, in the checkout's short
 * imperatives and «ви». Identifiers are not declined: they follow a colon or stand as the subject.
 */
import type { DisplayMessages } from '../../display.js';

const messages: DisplayMessages = {
  pairingTitle: 'Під’єднання пристрою для чайових',
  pairingCodeLabel: 'Код на екрані пристрою',
  pairingCodeHint: 'Шість літер і цифр.',
  pairingCodeInvalid: 'Введіть шість літер і цифр, які показує пристрій.',
  pairingActivate: 'Активувати пристрій',
  pairingActivating: 'Активуємо…',
  pairingUnknownCode: 'Жоден пристрій не показує цей код. Перевірте його та спробуйте ще раз.',
  pairingEnterOnDevice: 'Введіть цей ідентифікатор на пристрої:',
  pairingCheck: 'Перевірити під’єднання',
  pairingChecking: 'Перевіряємо…',
  pairingNotYet: 'Пристрій ще не знає цього ідентифікатора. Введіть його на пристрої й перевірте ще раз.',
  pairingDone: (id) => `Пристрій ${id} готовий.`,
  pairingAgain: 'Під’єднати інший пристрій',
};

export default messages;

/** Українська: the customer-facing screen (tip-customer-screen) and the cashier's view of it (tip-station-status). */
import type { ScreenMessages } from '../../screen.js';

const messages: ScreenMessages = {
  screenWelcome: 'Вітаємо',
  screenConnecting: 'Підключення…',
  screenPairCode: 'Введіть цей код на касі',
  screenCodeAnnounced: (code) => `Введіть цей код на касі: ${code}`,
  screenWaiting: 'Дякуємо! Оплатіть, будь ласка, на касі.',
  screenThanks: 'Дякуємо!',
  stationTitle: 'Екран клієнта',
  stationOnline: 'Підключено',
  stationOffline: 'Не підключено',
  stationNoSale: 'На екрані немає продажу',
  stationWaiting: 'Очікуємо на клієнта',
  stationConfirmed: 'Чайові підтверджено',
  stationSkipped: 'Без чайових',
  stationNoChoice: 'Ще не вибрано',
};

export default messages;

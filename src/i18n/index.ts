export { en, type CheckoutMessages, type Messages } from './messages.js';
export { enBackOffice, type BackOfficeMessages } from './back-office.js';
export { enDisplay, type DisplayMessages } from './display.js';
export { backOfficeArea, checkoutArea, displayArea } from './areas.js';
export { LOCALE_META } from './locales.generated.js';
export {
  fallbackChain,
  loadMessages,
  messagesFor,
  registerMessages,
  SHIPPED_LOCALES,
  useArea,
  type Catalogue,
  type CatalogueLoader,
  type MessageArea,
} from './registry.js';
export type { Direction, LocaleMeta } from './types.js';
export { errorKind, errorText, isolate, LocalizeController, resolveLocale, type ErrorKind, type LocaleSource } from './localize.js';

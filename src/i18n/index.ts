export { en, type CheckoutMessages, type Messages } from './messages.js';
export { backOfficeArea, enBackOffice, type BackOfficeMessages } from './back-office.js';
export { displayArea, enDisplay, type DisplayMessages } from './display.js';
export {
  checkoutArea,
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
export { errorKind, errorText, isolate, LocalizeController, resolveLocale, type ErrorKind, type LocaleSource } from './localize.js';

export { en, type Messages } from './messages.js';
export { fallbackChain, loadMessages, messagesFor, registerMessages, SHIPPED_LOCALES, type Catalogue } from './registry.js';
export { errorKind, errorText, isolate, LocalizeController, resolveLocale, type ErrorKind, type LocaleSource } from './localize.js';

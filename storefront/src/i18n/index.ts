export { I18nProvider, i18nFor, useI18n, useMessages, type I18n } from "./context"
export { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, inLocale, isLocale, localeOfPath, withoutLocale, type Locale } from "./locales"
export { messagesFor, type Messages } from "./messages"
export { localeOf, messagesOf, localeOfMatches } from "./request-locale"

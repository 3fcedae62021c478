import { createContext, useContext, useMemo, type ReactNode } from "react"
import { formatDate } from "../lib/format"
import { formatBDT } from "../lib/money"
import { DEFAULT_LOCALE, type Locale } from "./locales"
import { messagesFor, type Messages } from "./messages"

/** The page's language, its texts and its ways of writing prices, dates and counts. */
export type I18n = {
  locale: Locale
  messages: Messages
  money: (amount: number) => string
  date: (value: string | Date) => string
  number: (value: number) => string
}

const numberFormat: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat("en-IN"), bn: new Intl.NumberFormat("bn-BD") }

export function i18nFor(locale: Locale): I18n {
  return {
    locale,
    messages: messagesFor(locale),
    money: (amount) => formatBDT(amount, locale),
    date: (value) => formatDate(value, locale),
    number: (value) => numberFormat[locale].format(value),
  }
}

const I18nContext = createContext<I18n>(i18nFor(DEFAULT_LOCALE))

/** The language of everything below (the root gives the page's, from its address). */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo(() => i18nFor(locale), [locale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export const useI18n = (): I18n => useContext(I18nContext)

/** The page's texts: `const t = useMessages().cart`. */
export const useMessages = (): Messages => useContext(I18nContext).messages

import { useLocation } from "react-router"
import { useI18n } from "../../i18n"
import { isLocale, type Locale } from "../../i18n/locales"

/**
 * The header's switch to the other language: the same page there, through /language/<locale>,
 * which remembers the choice in a cookie (server/language.ts). A plain link, so it works before
 * scripts and loads the other language's texts with its page. The address carries nothing
 * personal: a page kept for visitors may hold it. `onChoose`: what else a choice does (a
 * signed-in customer's is kept on their account).
 */
export function LanguageSwitch({ onChoose }: { onChoose?: (locale: Locale) => void }) {
  const { pathname, search } = useLocation()
  const { messages } = useI18n()
  const t = messages.language
  const other = isLocale(t.otherTag) ? t.otherTag : "en"
  const to = `${pathname}${search}`
  return (
    <a
      className="language-switch"
      href={`/language/${other}?to=${encodeURIComponent(to)}`}
      hrefLang={other}
      lang={other}
      aria-label={t.otherLabel}
      onClick={() => onChoose?.(other)}
    >
      {t.other}
    </a>
  )
}

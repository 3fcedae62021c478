import type { ShopLanguage } from "../../lib/languages/shop-language"
import { englishTexts, type NotificationTexts } from "./texts"
import { banglaTexts } from "./texts-bn"

/** Each language's notification texts: one key set (__tests__/texts.unit.spec.ts). */
export const NOTIFICATION_TEXTS: Record<ShopLanguage, NotificationTexts> = { en: englishTexts, bn: banglaTexts }

/** The texts of a notification's language; English when none is given. */
export const textsFor = (language: ShopLanguage | null | undefined): NotificationTexts => NOTIFICATION_TEXTS[language ?? "en"] ?? englishTexts

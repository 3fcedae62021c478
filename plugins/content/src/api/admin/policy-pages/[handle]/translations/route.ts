import { savePolicyPageTranslation } from "../../../../../lib/translation-route"

/** POST /admin/policy-pages/:handle/translations { "bn-BD": { title?, body? } | null }: the page's Bangla. */
export const POST = savePolicyPageTranslation

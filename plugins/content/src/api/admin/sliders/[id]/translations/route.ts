import { saveTranslationRoute } from "../../../../../lib/translation-route"

/** POST /admin/sliders/:id/translations { "bn-BD": { … } | null }: the item's Bangla (lib/translation-route.ts). */
export const POST = saveTranslationRoute("slider")

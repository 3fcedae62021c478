import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminTranslationType } from "../api/translation-validators"
import { saveContentTranslationWorkflow } from "../workflows/save-translation"
import { adminItem, adminPolicyPage } from "./admin-content"
import { policyPageByHandle } from "./list-content"
import { BANGLA } from "./locale"
import type { ContentKind } from "./translatable"

/** The body's Bangla as the workflow takes it: the fields' texts, a menu's sub-menu labels apart. */
function given(req: MedusaRequest<AdminTranslationType>) {
  const bangla = req.validatedBody[BANGLA]
  if (bangla === null) return { texts: null }
  const { sub_menus, ...texts } = bangla
  return { texts: texts as Record<string, string | null>, sub_menus: sub_menus as Record<string, string | null> | undefined }
}

/**
 * POST /admin/<kind>/:id/translations { "bn-BD": { … } | null }: saves the item's Bangla
 * (workflows/save-translation.ts) and answers the item as the admin's list shows it, with its
 * `translations`.
 */
export const saveTranslationRoute = (kind: Exclude<ContentKind, "policy_page">) => async (req: MedusaRequest<AdminTranslationType>, res: MedusaResponse) => {
  await saveContentTranslationWorkflow(req.scope).run({ input: { kind, id: req.params.id, locale: BANGLA, ...given(req) } })
  res.json(await adminItem(req, kind, req.params.id))
}

/** POST /admin/policy-pages/:handle/translations: the same for a policy page, named by its handle. */
export async function savePolicyPageTranslation(req: MedusaRequest<AdminTranslationType>, res: MedusaResponse) {
  const page = await policyPageByHandle(req, req.params.handle)
  await saveContentTranslationWorkflow(req.scope).run({ input: { kind: "policy_page", id: page.id, locale: BANGLA, ...given(req) } })
  res.json(await adminPolicyPage(req, req.params.handle))
}

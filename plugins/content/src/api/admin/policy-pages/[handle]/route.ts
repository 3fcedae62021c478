import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminPolicyPage } from "../../../../lib/admin-content"
import { presentPolicyPage } from "../../../../lib/present"
import { upsertPolicyPageWorkflow } from "../../../../workflows/policy-pages"
import type { AdminUpsertPolicyPageType } from "../../../validators"

export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await adminPolicyPage(req, req.params.handle))
}

/** POST /admin/policy-pages/:handle { title, body }: writes the page (creates it the first time). */
export async function POST(req: MedusaRequest<AdminUpsertPolicyPageType>, res: MedusaResponse) {
  const { result } = await upsertPolicyPageWorkflow(req.scope).run({ input: { handle: req.params.handle, ...req.validatedBody } })
  res.json({ policy_page: presentPolicyPage(result) })
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { upsertPolicyPageWorkflow } from "@chaka/content/workflows"
import { CONTENT_MODULE } from "@chaka/content/modules/content"
import { currentDeliveryDays, setDeliveryDaysWorkflow } from "@chaka/bd-commerce/api"
import { POLICY_PAGES } from "./policy-data"

type ContentModuleService = { listPolicyPages(filters: { handle: string[] }): Promise<{ handle: string }[]> }

/**
 * The policy pages and the delivery days. Idempotent: a page that exists is left as the admin
 * wrote it, and the days are written only with the values already in force (the defaults the
 * first time), so a second run changes nothing.
 */
export async function seedPolicies(container: MedusaContainer): Promise<void> {
  const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
  const known = new Set((await content.listPolicyPages({ handle: POLICY_PAGES.map((page) => page.handle) })).map((page) => page.handle))
  for (const page of POLICY_PAGES.filter((page) => !known.has(page.handle))) {
    await upsertPolicyPageWorkflow(container).run({ input: { handle: page.handle, title: page.title, body: page.body } })
  }
  await setDeliveryDaysWorkflow(container).run({ input: await currentDeliveryDays(container) })
}

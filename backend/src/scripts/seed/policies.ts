import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BANGLA, translationsOn } from "@chaka/content/api"
import { saveContentTranslationWorkflow, upsertPolicyPageWorkflow } from "@chaka/content/workflows"
import { CONTENT_MODULE } from "@chaka/content/modules/content"
import { currentDeliveryDays, setDeliveryDaysWorkflow } from "@chaka/bd-commerce/api"
import { POLICY_PAGES } from "./policy-data"
import { POLICY_PAGES_BN } from "./policy-data-bn"
import { untranslatedTexts } from "./content-translations"

type ContentModuleService = { listPolicyPages(filters: { handle: string[] }): Promise<{ id: string; handle: string }[]> }

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
  await seedPolicyTranslations(container, content)
  await setDeliveryDaysWorkflow(container).run({ input: await currentDeliveryDays(container) })
}

/**
 * The pages' Bangla (policy-data-bn.ts), for the fields a page has no Bangla for yet: a second
 * run writes nothing and an admin's own Bangla is never overwritten. Skipped without Medusa's
 * Translation module.
 */
async function seedPolicyTranslations(container: MedusaContainer, content: ContentModuleService): Promise<void> {
  if (!translationsOn(container)) return
  const pages = await content.listPolicyPages({ handle: POLICY_PAGES.map((page) => page.handle) })
  const planned = await untranslatedTexts(
    container,
    "policy_page",
    pages.map((page) => ({ id: page.id, texts: { ...POLICY_PAGES_BN[page.handle as keyof typeof POLICY_PAGES_BN] } }))
  )
  const written = planned.filter(({ texts }) => Object.keys(texts).length)
  for (const { id, texts } of written) {
    await saveContentTranslationWorkflow(container).run({ input: { kind: "policy_page", id, locale: BANGLA, texts } })
  }
  if (written.length) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Seeded the Bangla of ${written.length} policy pages`)
}

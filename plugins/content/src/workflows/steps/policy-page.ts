import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PolicyHandle } from "../../api/validators"
import { messages } from "../../messages"
import { CONTENT_MODULE } from "../../modules/content"
import type ContentModuleService from "../../modules/content/service"

export type PolicyPageData = { handle: string; title: string; body: string }

type Previous = { id: string; title: string; body: string } | { id: string; created: true }

export const upsertPolicyPageStepId = "upsert-policy-page"
/** Writes a policy page by its handle: creates it, or replaces its title and text (a replay writes the same). */
export const upsertPolicyPageStep = createStep(
  upsertPolicyPageStepId,
  async (data: PolicyPageData, { container }) => {
    if (!PolicyHandle.safeParse(data.handle).success) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.policyHandleInvalid)
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    const [existing] = await service.listPolicyPages({ handle: data.handle }, { take: 1 })
    if (!existing) {
      const page = await service.createPolicyPages(data)
      return new StepResponse(page, { id: page.id, created: true } as Previous)
    }
    const page = await service.updatePolicyPages({ id: existing.id, title: data.title, body: data.body })
    return new StepResponse(page, { id: existing.id, title: existing.title, body: existing.body } as Previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const service: ContentModuleService = container.resolve(CONTENT_MODULE)
    if ("created" in previous) await service.deletePolicyPages(previous.id)
    else await service.updatePolicyPages(previous)
  }
)

import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CUSTOMER_LANGUAGE_KEY } from "./rules/language"
import type { ShopLanguage } from "../../lib/languages/shop-language"

export type SetCustomerLanguageInput = { customer_id: string; locale: ShopLanguage }

/** The customer's metadata now, and whether it already says this language. */
const readLanguageStep = createStep("read-customer-language", async (input: SetCustomerLanguageInput, { container }) => {
  const { metadata } = await container.resolve(Modules.CUSTOMER).retrieveCustomer(input.customer_id, { select: ["id", "metadata"] })
  return new StepResponse({ metadata: metadata ?? {}, unchanged: metadata?.[CUSTOMER_LANGUAGE_KEY] === input.locale })
})

export const setCustomerLanguageWorkflowId = "set-customer-language"
/**
 * A signed-in customer's language (POST /store/customers/me/language): kept as
 * metadata.locale, beside the metadata's other keys, through Medusa's updateCustomersWorkflow.
 * The same language again writes nothing (and announces nothing).
 */
export const setCustomerLanguageWorkflow = createWorkflow(setCustomerLanguageWorkflowId, (input: SetCustomerLanguageInput) => {
  const current = readLanguageStep(input)
  when("customer-language-changes", { current }, ({ current }) => !current.unchanged).then(() => {
    updateCustomersWorkflow.runAsStep({
      input: transform({ input, current }, ({ input, current }) => ({
        selector: { id: input.customer_id },
        update: { metadata: { ...current.metadata, [CUSTOMER_LANGUAGE_KEY]: input.locale } },
      })),
    })
  })
  return new WorkflowResponse(transform({ input }, ({ input }) => ({ locale: input.locale })))
})

import { readPolicyPageWorkflow } from "@chaka/content/workflows"
import { currentDeliveryDays } from "@chaka/bd-commerce/api"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { homeDeliveryRate } from "../../lib/checkout/delivery-rate"
import { BANGLA } from "../../lib/languages/locale"
import { policyTextValues } from "../../lib/policies/policy-text-values"

/**
 * A policy page read by a shopper (the content plugin's readPolicyPageWorkflow) quotes the shop's
 * settings as they are now: the admin's delivery days and Home delivery's rate, in the page's
 * language. The answer is kept under the `config` tag too, so a change of the days
 * (POST /admin/delivery-days forgets `config`) shows on the policy page at once.
 */
readPolicyPageWorkflow.hooks.policyTextValues(async ({ locale }, { container }) => {
  const days = await currentDeliveryDays(container)
  const rate = homeDeliveryRate(container.resolve(ContainerRegistrationKeys.CONFIG_MODULE))
  return new StepResponse(policyTextValues(days, rate, locale === BANGLA ? BANGLA : undefined))
})

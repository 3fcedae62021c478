import { readPolicyPageWorkflow } from "@chaka/content/workflows"
import { currentDeliveryDays } from "@chaka/bd-commerce/api"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { homeDeliveryRate } from "../checkout/rules/delivery-rate"
import { BANGLA } from "../../lib/languages/locale"
import { policyTextValues } from "../policies/rules/policy-text-values"
import { shopPolicyValues } from "../policies/rules/shop-policy-values"
import { currentShopIdentity } from "../shop/rules/shop-identity"

/**
 * A policy page read by a shopper (the content plugin's readPolicyPageWorkflow) quotes the shop's
 * settings as they are now: the admin's delivery days and Home delivery's rate, in the page's
 * language. The answer is kept under the `config` tag too, so a change of the days
 * (POST /admin/delivery-days forgets `config`) shows on the policy page at once. The shop's
 * identity and payment methods too (`{shop_phone}`, `{payment_methods}`: shop-policy-values.ts);
 * POST /admin/shop-identity forgets `config` as well.
 */
readPolicyPageWorkflow.hooks.policyTextValues(async ({ locale }, { container }) => {
  const days = await currentDeliveryDays(container)
  const rate = homeDeliveryRate(container.resolve(ContainerRegistrationKeys.CONFIG_MODULE))
  const language = locale === BANGLA ? BANGLA : undefined
  const [identity, bkash] = await Promise.all([
    currentShopIdentity(container),
    container.resolve(Modules.PAYMENT).listPaymentProviders({ id: BKASH_PAYMENT_PROVIDER_ID, is_enabled: true }),
  ])
  return new StepResponse({ ...policyTextValues(days, rate, language), ...shopPolicyValues(identity, bkash.length > 0, language) })
})

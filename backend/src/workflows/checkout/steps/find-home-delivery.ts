import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { messages } from "../../../lib/messages"
import { SHOP } from "../../shop/rules/identity"

type Option = { id: string; provider_id?: string | null; rules?: ({ attribute?: string | null; value?: unknown } | null)[] | null }

/** Medusa marks a return option with the rule is_return = "true", one hidden from shoppers with enabled_in_store = "false". */
const hasRule = (option: Option, attribute: string, value: string) =>
  (option.rules ?? []).some((rule) => rule?.attribute === attribute && String(rule.value) === value)

/** The shop's Home delivery options a shopper may be given (bd-commerce's provider, not a return, shown in the store): one query. */
export async function homeDeliveryOptions(container: MedusaContainer): Promise<Option[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "shipping_option",
    fields: ["id", "provider_id", "rules.attribute", "rules.value"],
    filters: { provider_id: SHOP.deliveryProviderId },
  })
  return (data as Option[]).filter((option) => !hasRule(option, "is_return", "true") && !hasRule(option, "enabled_in_store", "false"))
}

/**
 * The shop's Home delivery for this cart: bd-commerce's fulfillment provider's option. A shop has
 * one, read by its provider (one small query): Medusa's addShippingMethodToCartWorkflow then
 * checks it serves the cart's address itself, so listing the cart's options first
 * (listShippingOptionsForCartWorkflow, about 30 queries) would do that work twice. Only a shop
 * with several (an operator's own zones) asks Medusa which of them serves this cart.
 */
export const findHomeDeliveryStep = createStep("find-home-delivery", async ({ cart_id }: { cart_id: string }, { container }) => {
  let options = await homeDeliveryOptions(container)
  if (options.length > 1) {
    const { result } = await listShippingOptionsForCartWorkflow(container).run({ input: { cart_id, is_return: false, fields: ["id", "provider_id"] } })
    options = (result as Option[]).filter((option) => option.provider_id === SHOP.deliveryProviderId)
  }
  if (!options.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.homeDeliveryNotSetUp)
  return new StepResponse({ id: options[0].id })
})

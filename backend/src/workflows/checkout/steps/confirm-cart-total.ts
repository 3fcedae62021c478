import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { messages } from "../../../lib/messages"

export type ConfirmCartTotalInput = { cart_id: string; expected_total?: number }

/**
 * The total the shopper was shown is the total ordered: once the address and Home delivery are on
 * the cart, its total (lines, discounts, delivery) must be the one the checkout page showed
 * (`expected_total`), else 409 and nothing is ordered (the workflow's earlier steps are undone).
 * The cart may have changed in another tab, a price may have changed or a promotion ended since
 * the page was rendered. A client that shows no total (the compatibility API) sends none.
 */
export const confirmCartTotalStep = createStep("confirm-cart-total", async ({ cart_id, expected_total }: ConfirmCartTotalInput, { container }) => {
  if (expected_total === undefined) return new StepResponse<{ total: number | null }>({ total: null })
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "cart", fields: ["total"], filters: { id: cart_id } })
  const total = Number(data[0]?.total ?? NaN)
  if (total !== expected_total) throw new MedusaError(MedusaError.Types.CONFLICT, messages.cartTotalChanged)
  return new StepResponse<{ total: number | null }>({ total })
})

import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { LANGUAGE_LOCALE } from "../../../lib/languages/shop-language"
import { SHOP } from "../../shop/rules/identity"
import { homeDeliveryOptions } from "./find-home-delivery"
import type { CheckoutInput, DeliveryAddress } from "../prepare-checkout"

type Address = Partial<Record<keyof DeliveryAddress | "country_code", string | null>> | null | undefined

const ADDRESS_FIELDS = ["first_name", "last_name", "province", "city", "address_2", "address_1", "phone", "country_code"] as const

/** The address as deliverTo writes it (shipping and billing alike): the form's fields and the shop's country. */
const sameAddress = (stored: Address, sent: DeliveryAddress) => {
  const wanted: Record<string, string | undefined> = { ...sent, country_code: SHOP.countryCode }
  return !!stored && ADDRESS_FIELDS.every((field) => (stored[field] ?? null) === (wanted[field] ?? null))
}

/**
 * Whether the cart already is as the checkout's delivery would leave it: this email, language and
 * address (shipping and billing), and one shipping method of the shop's Home delivery option. The
 * checkout page's delivery preview (set-checkout-delivery.ts) leaves a cart so; setting it again
 * when "Place order" sends the same address would run Medusa's updateCartWorkflow and
 * addShippingMethodToCartWorkflow (two full cart refreshes, about 250 queries) to write the same
 * rows. The caller then refreshes the cart once instead (refreshCartItemsWorkflow): the delivery
 * charge, the promotions and the payment collection priced now, as the order's preparation
 * promises, whatever changed since without touching the lines (a promotion, the delivery rates).
 * A cart already ordered counts as delivered: its order has its own.
 */
export const deliveredAlreadyStep = createStep(
  "checkout-delivered-already",
  async ({ input, placed }: { input: Omit<CheckoutInput, "expected_total">; placed: boolean }, { container }) => {
    if (placed) return new StepResponse(true)
    const [{ data }, options] = await Promise.all([
      container.resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "cart",
        fields: [
          "email",
          "locale",
          "shipping_methods.shipping_option_id",
          ...ADDRESS_FIELDS.flatMap((field) => [`shipping_address.${field}`, `billing_address.${field}`]),
        ],
        filters: { id: input.cart_id },
      }),
      homeDeliveryOptions(container),
    ])
    const cart = data[0] as
      | {
          email?: string | null
          locale?: string | null
          shipping_methods?: ({ shipping_option_id?: string | null } | null)[] | null
          shipping_address?: Address
          billing_address?: Address
        }
      | undefined
    const methods = cart?.shipping_methods ?? []
    const delivered =
      !!cart &&
      cart.email === input.email &&
      (!input.locale || cart.locale === LANGUAGE_LOCALE[input.locale]) &&
      methods.length === 1 &&
      options.some((option) => option.id === methods[0]?.shipping_option_id) &&
      sameAddress(cart.shipping_address, input.shipping_address) &&
      sameAddress(cart.billing_address, input.shipping_address)
    return new StepResponse(delivered)
  }
)

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { assertBangladeshAddress } from "@chaka/bd-commerce/api"
import { messages } from "../../../lib/messages"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { SHOP } from "../../shop/rules/identity"

type CheckoutCart = {
  shipping_address?: Record<string, unknown> | null
  shipping_methods?: ({ shipping_option_id?: string | null } | null)[] | null
  payment_collection?: { payment_sessions?: ({ provider_id?: string | null } | null)[] | null } | null
}

/**
 * The shop's checkout, as a cart must stand when it becomes an order: a complete Bangladeshi
 * delivery address, Home delivery (the bd-commerce provider) as its only shipping, and cash on
 * delivery or bKash (bd-commerce's providers) as its payment — bKash's only through its
 * provider's own status query, when completeCartWorkflow authorizes the session. Run by `completeCartWorkflow`'s validate
 * hook, so the storefront's "Place order" (POST /store/carts/:id/complete), the compatibility
 * API's POST /shop/orders and any other caller meet the same rule. 400 with the reason.
 */
export async function assertCodCheckout(container: MedusaContainer, cart: CheckoutCart): Promise<void> {
  const address = cart.shipping_address as Parameters<typeof assertBangladeshAddress>[0]
  // A cart starts with the region's country only: no address given yet.
  const given = (value: unknown) => typeof value === "string" && value.trim() !== ""
  if (!address || !ADDRESS_PARTS.some((part) => given(address[part]))) throw refused(messages.checkoutAddressRequired)
  assertBangladeshAddress(address)

  const optionIds = (cart.shipping_methods ?? []).map((method) => method?.shipping_option_id)
  if (!optionIds.length) throw refused(messages.checkoutHomeDeliveryRequired)
  if (optionIds.some((id) => !id)) throw refused(messages.checkoutHomeDeliveryOnly)
  const { data: options } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "shipping_option",
    fields: ["id", "provider_id"],
    filters: { id: optionIds as string[] },
  })
  const homeDelivery = (id: string | null | undefined) => options.some((option) => option.id === id && option.provider_id === SHOP.deliveryProviderId)
  if (!optionIds.every(homeDelivery)) throw refused(messages.checkoutHomeDeliveryOnly)

  const sessions = cart.payment_collection?.payment_sessions ?? []
  if (!sessions.length) throw refused(messages.checkoutCashOnDeliveryRequired)
  if (sessions.some((session) => !SHOP_PAYMENTS.includes(session?.provider_id ?? ""))) throw refused(messages.checkoutCashOnDeliveryOnly)
}

/** The ways the shop takes money; bKash's sessions exist only when it is configured (lib/config/medusa.ts). */
const SHOP_PAYMENTS: string[] = [SHOP.paymentProviderId, BKASH_PAYMENT_PROVIDER_ID]

const ADDRESS_PARTS = ["province", "city", "address_2", "address_1", "phone"] as const

const refused = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)

import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { getShop } from "../../../lib/medusa"
import { PURCHASE_FIELDS } from "../../../lib/purchase-fields"
import { messages } from "../../../messages"
import { toMedusaAddress } from "../../../lib/address/address"
import type { AddressInput } from "../../../lib/address/schemas"
import { cartQueryKey } from "../../../lib/cart"
import { forgetBuyNowCart } from "./get-buy-now-cart"
import { findHomeDelivery } from "./get-shipping-quote"

type Person = { email: string; first_name?: string | null; last_name?: string | null }

/** Step 1: who is ordering and where it goes (the server checks the address, 400 if wrong). */
export async function setOrderDetails(cartId: string, person: Person, address: AddressInput) {
  const { sdk } = await getShop()
  const shipping = toMedusaAddress(address, person)
  const details = { email: person.email, shipping_address: shipping, billing_address: shipping }
  return (await sdk.store.cart.update(cartId, details, { fields: PURCHASE_FIELDS.details })).cart
}

/** Step 2: home delivery, priced by the server for this cart. */
export async function addHomeDelivery(cartId: string) {
  const option = await findHomeDelivery(cartId)
  if (!option) throw new Error(messages.checkout.shippingUnavailable)
  const { sdk } = await getShop()
  return (await sdk.store.cart.addShippingMethod(cartId, { option_id: option.id }, { fields: PURCHASE_FIELDS.delivery })).cart
}

/** Step 3: a cash-on-delivery payment session. */
export async function startCashOnDelivery(cart: HttpTypes.StoreCart) {
  const { sdk } = await getShop()
  await sdk.store.payment.initiatePaymentSession(cart, { provider_id: COD_PAYMENT_PROVIDER_ID }, { fields: PURCHASE_FIELDS.payment })
}

/** Step 4: the cart becomes an order, or the server says why not. */
export async function completeCart(cartId: string): Promise<Pick<HttpTypes.StoreOrder, "id">> {
  const { sdk } = await getShop()
  const result = await sdk.store.cart.complete(cartId, { fields: PURCHASE_FIELDS.order })
  if (result.type === "cart") throw new Error(result.error?.message || messages.checkout.notPlaced)
  return result.order
}

export type PlaceOrderInput = { cartId: string; person: Person; address: AddressInput }

/** Places a cash-on-delivery order for the cart. Every step is safe to repeat after a failure. */
export async function placeOrder({ cartId, person, address }: PlaceOrderInput) {
  await setOrderDetails(cartId, person, address)
  const cart = await addHomeDelivery(cartId)
  await startCashOnDelivery(cart)
  return completeCart(cartId)
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: async () => {
      forgetBuyNowCart()
      queryClient.removeQueries({ queryKey: ["checkout"] })
      await Promise.all([queryClient.invalidateQueries({ queryKey: cartQueryKey }), queryClient.invalidateQueries({ queryKey: ["account"] })])
    },
  })
}

import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { PURCHASE_FIELDS } from "../../session/api/purchase-fields"
import { toMedusaAddress } from "../../../lib/address/address"
import type { AddressInput } from "../../../lib/address/schemas"
import { cartQueryKey } from "../../session/api/cart"
import { forgetBuyNowCart } from "./get-buy-now-cart"
import { saveProfileAddress } from "../../../lib/address/save-profile-address"
import { toast } from "../../../lib/toast"
import { useI18n, type Locale, type Messages } from "../../../i18n"
import { sessionQueryKey } from "../../session/api/session"

type Person = { first_name?: string | null; last_name?: string | null }

export type PlaceOrderInput = {
  cartId: string
  person: Person
  address: AddressInput
  /** The customer whose profile keeps this address once the order is placed ("Save this address to my profile"). */
  saveAddressFor?: HttpTypes.StoreCustomer
}

/**
 * Places a cash-on-delivery order for the cart in one request (POST /store/carts/:id/place-order):
 * the server sets the address, Home delivery and cash on delivery and completes the cart, or says
 * why not (400 with the reason). The order's email is the one the customer signed in with. Safe
 * to send again after a lost answer: a cart already ordered answers with its order. `t`: the
 * page's `messages.checkout`.
 */
export async function placeOrder(
  { cartId, person, address, saveAddressFor }: PlaceOrderInput,
  t: Messages["checkout"],
  locale: Locale
): Promise<Pick<HttpTypes.StoreOrder, "id">> {
  const { sdk } = await getShop()
  // `locale`: the page's language, the order's (its email and SMS are written in it).
  const { order } = await sdk.client.fetch<{ order: Pick<HttpTypes.StoreOrder, "id"> }>(`/store/carts/${encodeURIComponent(cartId)}/place-order`, {
    method: "POST",
    body: { shipping_address: toMedusaAddress(address, person), locale },
    query: { fields: PURCHASE_FIELDS.order },
  })
  if (saveAddressFor) {
    // The order stands either way: a refused address only costs the shortcut next time.
    await saveProfileAddress(saveAddressFor, address).catch(() => toast.error(t.addressNotSaved))
  }
  return order
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  const { messages, locale } = useI18n()
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => placeOrder(input, messages.checkout, locale),
    onSuccess: async () => {
      forgetBuyNowCart()
      queryClient.removeQueries({ queryKey: ["checkout"] })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["account"] }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ])
    },
  })
}

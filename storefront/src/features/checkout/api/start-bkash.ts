import type { HttpTypes } from "@medusajs/types"
import { useMutation } from "@tanstack/react-query"
import { getShop } from "../../../lib/medusa"
import { toMedusaAddress } from "../../../lib/address/address"
import { saveProfileAddress } from "../../../lib/address/save-profile-address"
import { useI18n, type Locale, type Messages } from "../../../i18n"
import type { PlaceOrderInput } from "./place-order"

/** Where the shopper goes next: bKash's page, or (the cart was ordered meanwhile) the order. */
export type BkashStart = { kind: "pay"; url: string } | { kind: "ordered"; orderId: string }

/**
 * Starts paying for the cart with bKash (POST /store/carts/:id/bkash, the same body as placing a
 * cash-on-delivery order): the server checks the address, delivery and stock, then answers the
 * bKash page to send the shopper to. Sent twice, it answers the same bKash payment; a cart
 * already ordered answers its order. The order itself is made when bKash sends the shopper back
 * (routes/checkout-bkash.ts). `t`: the page's `messages.checkout`.
 */
export async function startBkash({ cartId, person, address, saveAddressFor }: PlaceOrderInput, t: Messages["checkout"], locale: Locale): Promise<BkashStart> {
  const { sdk } = await getShop()
  // `locale`: the page's language, the order's (its email and SMS are written in it).
  const answer = await sdk.client.fetch<{ bkash_url?: string; payment_id?: string; order?: Pick<HttpTypes.StoreOrder, "id"> }>(
    `/store/carts/${encodeURIComponent(cartId)}/bkash`,
    { method: "POST", body: { shipping_address: toMedusaAddress(address, person), locale } }
  )
  if (answer.order?.id) return { kind: "ordered", orderId: answer.order.id }
  const url = answer.bkash_url ? new URL(answer.bkash_url) : null
  // Only a web page: a `javascript:` address from a broken answer must never be opened.
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) throw new Error(t.notPlaced)
  if (saveAddressFor) {
    // Kept now: the order is finished on the server, after bKash, where the profile is not at hand.
    await saveProfileAddress(saveAddressFor, address).catch(() => undefined)
  }
  return { kind: "pay", url: url.href }
}

export function useStartBkash() {
  const { messages, locale } = useI18n()
  return useMutation({ mutationFn: (input: PlaceOrderInput) => startBkash(input, messages.checkout, locale) })
}

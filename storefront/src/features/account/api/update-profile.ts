import type { HttpTypes } from "@medusajs/types"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { toast } from "../../../lib/toast"
import { statusOf } from "../../../lib/errors"
import { getShop } from "../../../lib/medusa"
import { useMessages, type Messages } from "../../../i18n"
import { fromMedusaAddress, isCompleteAddress, primaryAddress, toMedusaAddress } from "../../../lib/address/address"
import type { AddressInput } from "../../../lib/address/schemas"
import { splitName } from "../../../lib/names"
import { normalizePhone } from "../../../lib/address/phone"
import { CUSTOMER_FIELDS, sessionQueryKey, type Session } from "../../session/api/session"
import { PROFILE_REFRESH_DELAY_MS } from "../constants"
import type { ProfileInput } from "../schemas"

type Customer = HttpTypes.StoreCustomer

/** POST /store/customers/me/avatar: multipart, one file in the field `image`. */
export async function uploadAvatar(file: File, t: Messages["profile"]): Promise<Customer> {
  const { sdk } = await getShop()
  const body = new FormData()
  body.append("image", file)
  try {
    const { customer } = await sdk.client.fetch<{ customer: Customer }>("/store/customers/me/avatar", {
      method: "POST",
      body,
      query: { fields: CUSTOMER_FIELDS },
      // Let the browser write the multipart content type with its boundary.
      headers: { "content-type": null },
    })
    return customer
  } catch (error) {
    // A proxy in front of the shop may refuse a large body before the backend can explain.
    if (statusOf(error) === 413) throw Object.assign(new Error(t.avatarTooLarge), { status: 413 })
    throw error
  }
}

/**
 * Whether the customer gets SMS about their orders: the profile's `sms_notifications` (the
 * backend answers it with the customer), else the stored opt-out; on unless turned off.
 */
export function smsNotificationsOf(customer: Customer): boolean {
  const answered = (customer as Customer & { sms_notifications?: unknown }).sms_notifications
  return typeof answered === "boolean" ? answered : customer.metadata?.sms_opt_out !== true
}

/**
 * Saves what changed, each part on its own: the shipping address first when one is filled in and
 * differs from the saved one (the server checks it against the Bangladesh data, so it is the
 * likeliest to be refused), updating the default one or creating it; then the customer's name,
 * phone and SMS choice if they changed; then the new picture if one was chosen.
 */
export async function updateProfile(customer: Customer, { avatar, smsNotifications, name, ...address }: ProfileInput, t: Messages["profile"]): Promise<void> {
  const { sdk } = await getShop()
  const phone = address.phone ? normalizePhone(address.phone) : ""
  const person = splitName(name)
  const saved = primaryAddress(customer)
  if (isCompleteAddress(address)) {
    const fields = { ...toMedusaAddress({ ...address, phone }, person), is_default_shipping: true }
    const unchanged = saved && isSameAddress(fromMedusaAddress(saved), { ...address, phone })
    if (saved && !unchanged) await sdk.store.customer.updateAddress(saved.id, fields)
    else if (!saved) await sdk.store.customer.createAddress(fields)
  }
  const changes = {
    ...(name && (person.first_name !== (customer.first_name ?? "") || person.last_name !== (customer.last_name ?? "")) ? person : {}),
    ...(phone && customer.phone !== phone ? { phone } : {}),
    ...(smsNotificationsOf(customer) !== smsNotifications ? { sms_notifications: smsNotifications } : {}),
  }
  // sms_notifications is the shop's own field of POST /store/customers/me (not in Medusa's type).
  if (Object.keys(changes).length) await sdk.store.customer.update(changes as HttpTypes.StoreUpdateCustomer)
  if (avatar) await uploadAvatar(avatar, t)
}

const isSameAddress = (one: AddressInput, other: AddressInput) =>
  (Object.keys(one) as (keyof AddressInput)[]).every((key) => one[key].trim() === other[key].trim())

/**
 * The update-profile mutation: on success the toast, then PROFILE_REFRESH_DELAY_MS later the
 * session (where the profile is read from) is reloaded, as the spec's page reload was, and
 * `onRefreshed` gets the fresh customer.
 */
export function useUpdateProfile(customer: Customer, onRefreshed?: (customer: Customer) => void) {
  const queryClient = useQueryClient()
  const messages = useMessages()
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(customer, input, messages.profile),
    onSuccess: () => {
      toast.success(messages.toasts.updated)
      window.setTimeout(async () => {
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
        const session = queryClient.getQueryData<Session | null>(sessionQueryKey)
        if (session) onRefreshed?.(session.customer)
      }, PROFILE_REFRESH_DELAY_MS)
    },
    // Part of the profile may have been saved (the address, say, before a refused picture):
    // read it again so the next attempt updates that address instead of adding another.
    onError: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  })
}

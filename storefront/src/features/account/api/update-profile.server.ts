import { NO_STORE } from "../../../lib/no-store"
import { fromOtherSite } from "../../../lib/other-site.server"
import type { HttpTypes } from "@medusajs/types"
import { data, redirect } from "react-router"
import { paths } from "../../../config/paths"
import { fromMedusaAddress, isCompleteAddress, primaryAddress, toMedusaAddress } from "../../session/address/address"
import { normalizePhone } from "../../session/address/phone"
import type { AddressInput } from "../../session/address/schemas"
import { statusOf } from "../../../lib/errors"
import { formOrStatus, TEXT_FORM_BYTES } from "../../../lib/read-form.server"
import { getShopConfig, StoreError, storeSend, storeUrl } from "../../../lib/medusa"
import { splitName } from "../../session/names"
import { asShopper, sessionCookie } from "../../../lib/store.server"
import { messagesOf, withoutLocale, type Messages } from "../../../i18n"
import { CUSTOMER_FIELDS } from "../../session/api/session"
import { AVATAR_MAX_BYTES, profileSchema, type ProfileInput } from "../schemas"
import { smsNotificationsOf } from "../sms-notifications"
import { PROFILE_FIELDS, UPDATED_PARAM } from "../constants"

type Customer = HttpTypes.StoreCustomer

/** The text fields as posted, given back to a refused form so nothing typed is lost. */
export type ProfileValues = Partial<Record<(typeof PROFILE_FIELDS)[number], string>> & { smsNotifications?: boolean }

/** What the update-profile page shows after a refused post: each field's error, or why nothing (more) was saved. */
export type ProfileAnswer = { error: string | null; fields: Partial<Record<keyof ProfileInput, string>>; values: ProfileValues }

/** The page the form goes back to once saved: the form with the saved profile, and "Update successful". */
const profileUpdated = () => `${paths.account.updateProfile()}?${UPDATED_PARAM}=1`

const LONGEST_FIELD = 512
/** The form's largest body: the largest picture and the text fields. */
const PROFILE_FORM_BYTES = AVATAR_MAX_BYTES + TEXT_FORM_BYTES

const answer = (status: number, body: ProfileAnswer) => data(body, { status, headers: NO_STORE })

/** The posted form as the page's schema reads it: a file chooser left empty is no new picture. */
function readProfilePost(form: FormData): { input: Record<string, unknown>; values: ProfileValues } {
  const values: ProfileValues = {}
  for (const name of PROFILE_FIELDS) {
    const value = form.get(name)
    values[name] = typeof value === "string" ? value.slice(0, LONGEST_FIELD) : ""
  }
  values.smsNotifications = form.get("smsNotifications") === "on" || form.get("smsNotifications") === "true"
  const file = form.get("avatar")
  const avatar = typeof file === "object" && file !== null && file.size > 0 ? file : null
  return { input: { ...values, avatar }, values }
}

const isSameAddress = (one: AddressInput, other: AddressInput) =>
  (Object.keys(one) as (keyof AddressInput)[]).every((key) => one[key].trim() === other[key].trim())

/** POST /store/customers/me/avatar: multipart, the file in `image`, with the shopper's session. */
async function uploadAvatar(request: Request, file: File, t: Messages["profile"]): Promise<void> {
  const { publishable_key } = await getShopConfig()
  const body = new FormData()
  body.append("image", file, file.name)
  const headers: Record<string, string> = { accept: "application/json", "x-publishable-api-key": publishable_key }
  const cookie = sessionCookie(request)
  if (cookie) headers.cookie = cookie
  const response = await fetch(storeUrl("/store/customers/me/avatar", { fields: "id" }), { method: "POST", headers, body })
  if (response.ok) return
  // A proxy in front of the shop may refuse a large body before the backend can explain.
  if (response.status === 413) throw new StoreError(t.avatarTooLarge, 413)
  const refusal = (await response.json().catch(() => ({}))) as { message?: string }
  throw new StoreError(refusal.message ?? response.statusText, response.status)
}

/**
 * Saves what changed, each part on its own: the shipping address first when one is filled in and
 * differs from the saved one (the server checks it against the Bangladesh data, so it is the
 * likeliest to be refused), updating the default one or creating it; then the customer's name,
 * phone and SMS choice if they changed; then the new picture if one was chosen.
 */
async function saveProfile(request: Request, customer: Customer, { avatar, smsNotifications, name, ...address }: ProfileInput, t: Messages["profile"]) {
  const phone = address.phone ? normalizePhone(address.phone) : ""
  const person = splitName(name)
  const saved = primaryAddress(customer)
  if (isCompleteAddress(address)) {
    const fields = { ...toMedusaAddress({ ...address, phone }, person), is_default_shipping: true }
    const unchanged = saved && isSameAddress(fromMedusaAddress(saved), { ...address, phone })
    if (saved && !unchanged) await storeSend("POST", `/store/customers/me/addresses/${encodeURIComponent(saved.id)}`, fields)
    else if (!saved) await storeSend("POST", "/store/customers/me/addresses", fields)
  }
  const changes = {
    ...(name && (person.first_name !== (customer.first_name ?? "") || person.last_name !== (customer.last_name ?? "")) ? person : {}),
    ...(phone && customer.phone !== phone ? { phone } : {}),
    // The shop's own field of POST /store/customers/me (not in Medusa's type).
    ...(smsNotificationsOf(customer) !== smsNotifications ? { sms_notifications: smsNotifications } : {}),
  }
  if (Object.keys(changes).length) await storeSend("POST", "/store/customers/me", changes)
  if (avatar) await uploadAvatar(request, avatar, t)
}

/**
 * The update-profile form's action (routes/my-account/update-profile.tsx), with or without the
 * page's scripts: checks the fields with the page's schema, saves what changed as the signed-in
 * customer, then back to the form with "Update successful" (303: a reload does not post again; the
 * header and the form read the saved profile). A refusal answers the form again with the reason;
 * part of it may be saved (the address before a refused picture): the page reads the profile again.
 */
export async function updateProfileByForm(request: Request, shopOrigin: string) {
  const messages = messagesOf(request)
  const t = messages.profile
  const here = new URL(request.url)
  const form = await formOrStatus(request, PROFILE_FORM_BYTES, t.avatarTooLarge)
  if (form === 413) return answer(413, { error: t.avatarTooLarge, fields: {}, values: {} })
  if (form === 400) return answer(400, { error: messages.auth.unexpected, fields: {}, values: {} })
  const { input, values } = readProfilePost(form)
  if (fromOtherSite(request, shopOrigin)) return answer(403, { error: messages.auth.otherSiteForm, fields: {}, values })
  const logIn = () => redirect(paths.logIn(withoutLocale(here.pathname)), { headers: NO_STORE })
  if (!sessionCookie(request)) return logIn()

  const parsed = profileSchema(messages).safeParse(input)
  if (!parsed.success) {
    const fields: ProfileAnswer["fields"] = {}
    for (const issue of parsed.error.issues) fields[issue.path[0] as keyof ProfileInput] ??= issue.message
    return answer(400, { error: null, fields, values })
  }

  return asShopper(request, async () => {
    try {
      const { customer } = await storeSend<{ customer: Customer }>("GET", `/store/customers/me?fields=${encodeURIComponent(CUSTOMER_FIELDS)}`)
      await saveProfile(request, customer, parsed.data, t)
    } catch (error) {
      const status = statusOf(error)
      if (status === 401) return logIn()
      if (status && status >= 400 && status < 500)
        return answer(status, { error: error instanceof Error ? error.message : messages.auth.unexpected, fields: {}, values })
      console.error(`storefront: update profile: ${error instanceof Error ? error.message : error}`)
      return answer(502, { error: messages.auth.unexpected, fields: {}, values })
    }
    return redirect(profileUpdated(), { status: 303, headers: NO_STORE })
  })
}

// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { COUNTRY_CODE } from "@chaka/rules"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../../testing/backend"
import { CUSTOMER } from "../../../testing/cart-fixtures"
import { cancelOrderByForm, type CancelAnswer } from "./cancel-order.server"
import { updateProfileByForm, type ProfileAnswer } from "./update-profile.server"

const messages = messagesFor("en")
const SHOP = "http://shop.test"
const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const SIGNED_IN = { cookie: "chaka.sid=s%3Arahim" }

function post(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = SIGNED_IN) {
  return new Request(`${SHOP}${path}`, { method: "POST", body, headers: { origin: SHOP, ...headers } })
}

/** A refusal's status and what the page shows. */
function refusal<T>(answer: unknown) {
  expect(answer).not.toBeInstanceOf(Response)
  const { data, init } = answer as { data: T; init: ResponseInit }
  return { status: init.status, ...data }
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>

describe("the update-profile form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  const PROFILE = { name: "Rahim Uddin", phone: "", division: "", district: "", thana: "", road: "" }
  const form = (fields: Record<string, string>, avatar?: File) => {
    const body = new FormData()
    for (const [name, value] of Object.entries({ ...PROFILE, smsNotifications: "on", ...fields })) body.append(name, value)
    body.append("avatar", avatar ?? new File([], "", { type: "application/octet-stream" }))
    return body
  }

  it("refuses a begun address without its other parts or a phone in the page's words, asking the backend nothing, and gives the typed text back", async () => {
    const { calls } = fakeBackend(config)
    const answer = refusal<ProfileAnswer>(
      await updateProfileByForm(post("/my-account/update-profile", form({ name: "Rahim Uddin Ahmed", division: "Dhaka" })), SHOP)
    )
    expect(answer.status).toBe(400)
    expect(answer.fields).toEqual({
      district: messages.address.districtRequired,
      thana: messages.address.thanaRequired,
      road: messages.address.roadRequired,
      phone: messages.address.phoneRequired,
    })
    expect(answer.values).toMatchObject({ name: "Rahim Uddin Ahmed", division: "Dhaka", smsNotifications: true })
    expect(calls.filter((call) => call.url.pathname.startsWith("/store"))).toEqual([])
  })

  it("rejects a phone that is not a Bangladeshi mobile", async () => {
    fakeBackend(config)
    const answer = refusal<ProfileAnswer>(await updateProfileByForm(post("/my-account/update-profile", form({ phone: "12345" })), SHOP))
    expect(answer).toMatchObject({ status: 400, fields: { phone: messages.address.phoneInvalid } })
  })

  it("creates the default shipping address, saves the name and phone, uploads the picture as the customer, then back to the form (303)", async () => {
    const writes: { path: string; body: unknown; cookie: string | null }[] = []
    const record = (answer: object) => (url: URL, init: RequestInit | undefined) => {
      writes.push({ path: url.pathname, body: init?.body instanceof FormData ? init.body : bodyOf(init), cookie: new Headers(init?.headers).get("cookie") })
      return json(answer)
    }
    fakeBackend({
      ...config,
      "/store/customers/me": (url, init) => (init?.method === "POST" ? record({ customer: CUSTOMER })(url, init) : json({ customer: CUSTOMER })),
      "/store/customers/me/addresses": record({ customer: CUSTOMER }),
      "/store/customers/me/avatar": record({ customer: CUSTOMER }),
    })
    const picture = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" })
    const answer = await updateProfileByForm(
      post(
        "/my-account/update-profile",
        form({ name: "Rahim Uddin Ahmed", phone: "01712-345678", division: "Dhaka", district: "Dhaka", thana: "Dhanmondi", road: "Road 5" }, picture)
      ),
      SHOP
    )
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).status).toBe(303)
    expect((answer as Response).headers.get("location")).toBe("/my-account/update-profile?updated=1")
    expect(writes.map((write) => write.path)).toEqual(["/store/customers/me/addresses", "/store/customers/me", "/store/customers/me/avatar"])
    expect(writes[0]?.body).toEqual({
      first_name: "Rahim",
      last_name: "Uddin Ahmed",
      address_1: "Road 5",
      address_2: "Dhanmondi",
      city: "Dhaka",
      province: "Dhaka",
      phone: "01712345678",
      country_code: COUNTRY_CODE,
      is_default_shipping: true,
    })
    expect(writes[1]?.body).toEqual({ first_name: "Rahim", last_name: "Uddin Ahmed", phone: "01712345678" })
    expect((writes[2]?.body as FormData).get("image")).toBeInstanceOf(File)
    for (const write of writes) expect(write.cookie).toBe("connect.sid=s%3Arahim")
  })

  it("writes nothing that did not change (SMS turned off is the one change)", async () => {
    const posted: unknown[] = []
    fakeBackend({
      ...config,
      "/store/customers/me": (_url, init) => {
        if (init?.method === "POST") posted.push(bodyOf(init))
        return json({ customer: CUSTOMER })
      },
    })
    const body = form({})
    body.delete("smsNotifications")
    const answer = (await updateProfileByForm(post("/my-account/update-profile", body), SHOP)) as Response
    expect(answer.status).toBe(303)
    expect(posted).toEqual([{ sms_notifications: false }])
  })

  it("shows the backend's refusal of the address (4xx) with what was typed", async () => {
    fakeBackend({
      ...config,
      "/store/customers/me": () => json({ customer: CUSTOMER }),
      "/store/customers/me/addresses": () => json({ message: "Dhanmondi is not a police station of Khulna" }, 400),
    })
    const answer = refusal<ProfileAnswer>(
      await updateProfileByForm(
        post("/my-account/update-profile", form({ phone: "01712345678", division: "Khulna", district: "Khulna", thana: "Dhanmondi", road: "Road 5" })),
        SHOP
      )
    )
    expect(answer).toMatchObject({ status: 400, error: "Dhanmondi is not a police station of Khulna", values: { division: "Khulna" } })
  })

  it("says a picture is too large when a proxy refuses it (413) before the backend could", async () => {
    fakeBackend({
      ...config,
      "/store/customers/me": () => json({ customer: CUSTOMER }),
      "/store/customers/me/avatar": () => new Response("Payload Too Large", { status: 413 }),
    })
    const picture = new File([new Uint8Array([1, 2, 3])], "me.png", { type: "image/png" })
    const answer = refusal<ProfileAnswer>(await updateProfileByForm(post("/my-account/update-profile", form({}, picture)), SHOP))
    expect(answer).toMatchObject({ status: 413, error: messages.profile.avatarTooLarge })
  })

  it("refuses a post from another site's page, and sends a visitor to log in", async () => {
    const { calls } = fakeBackend(config)
    expect(
      refusal<ProfileAnswer>(await updateProfileByForm(post("/my-account/update-profile", form({}), { ...SIGNED_IN, origin: "https://evil.example" }), SHOP))
    ).toMatchObject({
      status: 403,
      error: messages.auth.otherSiteForm,
    })
    const visitor = (await updateProfileByForm(post("/my-account/update-profile", form({}), {}), SHOP)) as Response
    expect(visitor.headers.get("location")).toBe("/log-in?returnTo=%2Fmy-account%2Fupdate-profile")
    expect(calls.filter((call) => call.url.pathname.startsWith("/store"))).toEqual([])
  })
})

describe("the order page's cancel form's action", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  const cancel = (headers?: Record<string, string>) => cancelOrderByForm(post("/my-account/my-order/order_1", new URLSearchParams(), headers), "order_1", SHOP)

  it("cancels as the customer, then back to the order (303) saying so", async () => {
    const { calls } = fakeBackend({ ...config, "/store/orders/order_1/cancel": () => json({ order: { id: "order_1" } }) })
    const answer = (await cancel()) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get("location")).toBe("/my-account/my-order/order_1?canceled=1")
    const sent = calls.find((call) => call.url.pathname === "/store/orders/order_1/cancel")
    expect(sent?.method).toBe("POST")
    expect(sent?.headers.get("cookie")).toBe("connect.sid=s%3Arahim")
  })

  it("says the backend's reason when the order shipped meanwhile (409)", async () => {
    fakeBackend({ ...config, "/store/orders/order_1/cancel": () => json({ message: "This order has shipped and can no longer be canceled." }, 409) })
    expect(refusal<CancelAnswer>(await cancel())).toEqual({ status: 409, error: "This order has shipped and can no longer be canceled." })
  })

  it("says the shop's own words when the backend fails, and refuses a post from another site", async () => {
    const { calls } = fakeBackend({ ...config, "/store/orders/order_1/cancel": () => json({ message: "boom" }, 500) })
    expect(refusal<CancelAnswer>(await cancel())).toEqual({ status: 502, error: messages.errors.unexpected })
    calls.length = 0
    expect(refusal<CancelAnswer>(await cancel({ ...SIGNED_IN, origin: "https://evil.example" }))).toEqual({ status: 403, error: messages.auth.otherSiteForm })
    expect(calls.filter((call) => call.url.pathname.startsWith("/store"))).toEqual([])
  })
})

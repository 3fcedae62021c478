import { expect } from "@playwright/test"
import { startBkashDouble } from "../backend/integration-tests/http/helpers/bkash-double"
import { call } from "./app"

/** What an app's preparation script made: the store's publishable key and an admin's sign-in. */
export type Prepared = { publishable_key: string; email: string; password: string }

export type PluginCase = {
  name: string
  slug: string
  /** medusa-config.ts's `plugins` and `modules`, as the plugin's documentation says to install it. */
  plugins: string
  modules?: string
  /** Outside services the app talks to (local doubles), started first; `env` reaches every medusa command. */
  services?: () => Promise<{ env: Record<string, string>; stop: () => Promise<void> }>
  /** Calls on the running app; throws when the plugin does not answer as it should. */
  check: (url: string, prepared: Prepared) => Promise<void>
}

async function adminToken(url: string, prepared: Prepared): Promise<Record<string, string>> {
  const { json } = await call(url, "POST", "/auth/user/emailpass", { email: prepared.email, password: prepared.password })
  return { authorization: `Bearer ${json.token}` }
}

export const PLUGINS: PluginCase[] = [
  {
    name: "@chaka/content",
    slug: "content",
    plugins: `[{ resolve: "@chaka/content", options: {} }]`,
    async check(url, prepared) {
      const store = { "x-publishable-api-key": prepared.publishable_key }
      // An admin adds an offer (the plugin's admin route and workflow); the store lists it.
      const offer = (await call(url, "POST", "/admin/offers", { name: "Eid sale", url: "/shop/Mountain" }, await adminToken(url, prepared))).json
      expect(JSON.stringify(offer)).toContain("Eid sale")
      expect((await call(url, "GET", "/store/offers", undefined, store)).json).toEqual({
        // A plain card (it names no promotion or price list): always shown.
        offers: [{ id: expect.any(String), name: "Eid sale", url: "/shop/Mountain", kind: null, live_until: null }],
      })
      expect((await call(url, "GET", "/store/news", undefined, store)).json).toEqual({ news: [], count: 0, limit: expect.any(Number), offset: 0 })
      expect((await call(url, "GET", "/store/sliders", undefined, store)).json).toEqual({ sliders: [] })
      expect((await call(url, "GET", "/store/category-menus", undefined, store)).json).toEqual({ category_menus: [] })
      // Languages without Medusa's Translation module (its feature flag is off in a plain app): Bangla
      // is asked for and the English text answered, another language is a 400, and saving Bangla is
      // refused with the reason; the admin's list says the offer has none.
      const [{ id }] = (await call(url, "GET", "/store/offers?locale=bn-BD", undefined, store)).json.offers
      expect((await call(url, "GET", "/store/offers?locale=BN-bd", undefined, store)).json.offers).toEqual([
        { id, name: "Eid sale", url: "/shop/Mountain", kind: null, live_until: null },
      ])
      expect((await call(url, "GET", "/store/offers?locale=fr", undefined, store, 400)).json.message).toMatch(/^locale must be bn-BD/)
      const admin = await adminToken(url, prepared)
      const refused = await call(url, "POST", `/admin/offers/${id}/translations`, { "bn-BD": { name: "ঈদ সেল" } }, admin, 400)
      expect(refused.json.message).toMatch(/Translation module/)
      expect((await call(url, "GET", "/admin/offers", undefined, admin)).json.offers).toEqual([
        {
          id,
          name: "Eid sale",
          url: "/shop/Mountain",
          kind: null,
          live_until: null,
          promotion_id: null,
          price_list_id: null,
          live: true,
          translations: { "bn-BD": null },
        },
      ])
    },
  },
  {
    name: "@chaka/reviews",
    slug: "reviews",
    plugins: `[{ resolve: "@chaka/reviews", options: {} }]`,
    async check(url, prepared) {
      const store = { "x-publishable-api-key": prepared.publishable_key }
      // A customer signs up through Medusa's store API and reviews the shop (the plugin's
      // authenticated route, workflow and review-customer link); the public list shows it.
      const email = "rider@plugin-install.test"
      const password = "ride-a-bike-1"
      const registered = (await call(url, "POST", "/auth/customer/emailpass/register", { email, password })).json
      await call(url, "POST", "/store/customers", { email, first_name: "Rahim", last_name: "Uddin" }, { ...store, authorization: `Bearer ${registered.token}` })
      const signedIn = (await call(url, "POST", "/auth/customer/emailpass", { email, password })).json
      const customer = { ...store, authorization: `Bearer ${signedIn.token}` }
      await call(url, "POST", "/store/reviews", { description: "Fast delivery, good bike.", rating: 4.5 }, customer)
      expect((await call(url, "GET", "/store/reviews", undefined, store)).json).toEqual({
        reviews: [
          {
            id: expect.any(String),
            description: "Fast delivery, good bike.",
            rating: 4.5,
            created_at: expect.any(String),
            author: { name: "Rahim Uddin", avatar_url: null },
          },
        ],
        count: 1,
        limit: expect.any(Number),
        offset: 0,
      })
      expect((await call(url, "GET", "/store/reviews/me", undefined, customer)).json.reviews).toHaveLength(1)
    },
  },
  {
    name: "@chaka/bd-commerce",
    slug: "bd-commerce",
    // plugins/bd-commerce/README.md's "Install".
    plugins: `[{ resolve: "@chaka/bd-commerce", options: {} }]`,
    modules: `[
    {
      resolve: "@medusajs/medusa/payment",
      options: {
        providers: [
          { resolve: "@chaka/bd-commerce/providers/cod", id: "cod" },
          {
            resolve: "@chaka/bd-commerce/providers/bkash",
            id: "bkash",
            options: {
              base_url: process.env.BKASH_BASE_URL,
              app_key: process.env.BKASH_APP_KEY,
              app_secret: process.env.BKASH_APP_SECRET,
              username: process.env.BKASH_USERNAME,
              password: process.env.BKASH_PASSWORD,
              callback_url: "http://localhost:8000/checkout/bkash",
            },
          },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/fulfillment",
      options: {
        providers: [
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          {
            resolve: "@chaka/bd-commerce/providers/home-delivery",
            id: "home-delivery",
            options: { standard_amount: 200, large_order_amount: 250, large_order_threshold: 25000 },
          },
        ],
      },
    },
  ]`,
    // bKash's settings point at the local bKash double (backend/integration-tests/http/helpers/bkash-double.ts).
    async services() {
      const bkash = await startBkashDouble()
      const env = {
        BKASH_BASE_URL: bkash.url,
        BKASH_APP_KEY: bkash.credentials.app_key,
        BKASH_APP_SECRET: bkash.credentials.app_secret,
        BKASH_USERNAME: bkash.credentials.username,
        BKASH_PASSWORD: bkash.credentials.password,
      }
      return { env, stop: () => bkash.stop() }
    },
    async check(url, prepared) {
      const store = { "x-publishable-api-key": prepared.publishable_key }
      const { json, headers } = await call(url, "GET", "/store/bangladesh/divisions", undefined, store)
      expect(headers.get("cache-control")).toBe("public, max-age=86400")
      expect(json.divisions.map((division: { name: string }) => division.name).sort()).toEqual([
        "Barishal",
        "Chattogram",
        "Dhaka",
        "Khulna",
        "Mymensingh",
        "Rajshahi",
        "Rangpur",
        "Sylhet",
      ])
      const districts = json.divisions.flatMap((division: { districts: unknown[] }) => division.districts)
      expect(districts).toHaveLength(64)
      for (const district of districts) expect(district).toMatchObject({ name: expect.any(String), bn: expect.any(String), thanas: expect.any(Array) })
      // The README's providers are registered: cash on delivery, bKash and home delivery.
      const auth = await adminToken(url, prepared)
      const payment = (await call(url, "GET", "/admin/payments/payment-providers", undefined, auth)).json
      expect(payment.payment_providers.map((provider: { id: string }) => provider.id)).toEqual(expect.arrayContaining(["pp_cod_cod", "pp_bkash_bkash"]))
      // A Bangladesh region offering both: the store lists them for the shopper to choose.
      const region = (
        await call(
          url,
          "POST",
          "/admin/regions",
          { name: "Bangladesh", currency_code: "bdt", countries: ["bd"], payment_providers: ["pp_cod_cod", "pp_bkash_bkash"] },
          auth
        )
      ).json.region
      const offered = (await call(url, "GET", `/store/payment-providers?region_id=${region.id}`, undefined, store)).json
      expect(offered.payment_providers.map((provider: { id: string }) => provider.id).sort()).toEqual(["pp_bkash_bkash", "pp_cod_cod"])
      const fulfillment = (await call(url, "GET", "/admin/fulfillment-providers", undefined, auth)).json
      expect(fulfillment.fulfillment_providers.map((provider: { id: string }) => provider.id)).toContain("home-delivery_home-delivery")
    },
  },
]

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CURRENCY_CODE } from "@chaka/rules"
import { failure, signIn, type Session } from "./helpers/accounts"
import { createProduct } from "./helpers/checkout"

jest.setTimeout(600_000)

const DAY_MS = 24 * 60 * 60 * 1000
const days = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString()

type StoreOffer = { id: string; name: string; url: string; kind: "promotion" | "price_list" | null; live_until: string | null }
type AdminOffer = StoreOffer & { promotion_id: string | null; price_list_id: string | null; live: boolean }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    const admin = () => session.admin
    const store = () => session.visitor

    /** Two categories with two products each, and one product in neither. */
    let helmets: { id: string; products: string[] }
    let lights: { id: string; products: string[] }
    let loose: string

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      const container = getContainer()
      const category = async (name: string, titles: string[]) => {
        const { data } = await api.post("/admin/product-categories", { name, is_active: true }, admin())
        const products = []
        for (const title of titles) {
          const { productId } = await createProduct(container, session.shop, title, 5000, 5)
          await api.post(`/admin/product-categories/${data.product_category.id}/products`, { add: [productId] }, admin())
          products.push(productId)
        }
        return { id: data.product_category.id as string, products }
      }
      helmets = await category("Offer helmets", ["Offer Helmet A", "Offer Helmet B"])
      lights = await category("Offer lights", ["Offer Light A", "Offer Light B"])
      loose = (await createProduct(container, session.shop, "Offer Loose Bell", 900, 5)).productId
    })

    let seq = 0
    /** A promotion through Medusa's admin API: 10 % off a category's items, in a campaign with these dates. */
    const promotion = async (opts: { status?: string; starts?: string | null; ends?: string | null; targets?: string[]; code?: string } = {}) => {
      seq++
      const { data } = await api.post(
        "/admin/promotions",
        {
          code: opts.code ?? `OFFER-${seq}`,
          type: "standard",
          status: opts.status ?? "active",
          is_automatic: false,
          application_method: {
            type: "percentage",
            target_type: "items",
            allocation: "across",
            value: 10,
            currency_code: CURRENCY_CODE,
            target_rules: [{ attribute: "items.product.categories.id", operator: "in", values: opts.targets ?? [helmets.id] }],
          },
          campaign: {
            name: `Campaign ${seq}`,
            campaign_identifier: `campaign-${seq}`,
            starts_at: opts.starts === undefined ? days(-1) : opts.starts,
            ends_at: opts.ends === undefined ? days(10) : opts.ends,
          },
        },
        admin()
      )
      return data.promotion.id as string
    }
    const offer = async (name: string, body: Record<string, unknown> = {}) =>
      (await api.post("/admin/offers", { name, url: "/shop", ...body }, admin())).data.offer as AdminOffer
    const storeOffers = async () => (await api.get("/store/offers", store())).data.offers as StoreOffer[]
    const offerPage = (id: string) => api.get(`/store/offers/${id}`, store())
    const storedOffers = async () => (await api.get("/admin/offers", admin())).data.offers as AdminOffer[]

    it("lists an offer naming a live promotion, and hides one whose promotion is a draft, not started or ended", async () => {
      const live = await offer("Helmets 10% off", { promotion_id: await promotion() })
      const draft = await offer("Draft deal", { promotion_id: await promotion({ status: "draft" }) })
      const later = await offer("Next week's deal", { promotion_id: await promotion({ starts: days(7) }) })
      const ended = await offer("Last week's deal", { promotion_id: await promotion({ starts: days(-14), ends: days(-7) }) })
      const plain = await offer("Kids' bikes from BDT 8,000")

      const shown = await storeOffers()
      expect(shown.map((o) => o.id)).toEqual(expect.arrayContaining([live.id, plain.id]))
      for (const hidden of [draft, later, ended]) expect(shown.map((o) => o.id)).not.toContain(hidden.id)
      // The card says what it advertises and when it ends by itself, never the promotion's id or code.
      const card = shown.find((o) => o.id === live.id)!
      expect(card).toEqual({ id: live.id, name: "Helmets 10% off", url: "/shop", kind: "promotion", live_until: expect.any(String) })
      expect(shown.find((o) => o.id === plain.id)).toMatchObject({ kind: null, live_until: null })
      // The home page's one answer lists the same cards.
      const home = (await api.get("/storefront/home")).data.offers as StoreOffer[]
      expect(home.map((o) => o.id)).toEqual(shown.map((o) => o.id))
      // The admin sees them all, with what each names and whether it shows.
      const stored = await storedOffers()
      expect(stored.find((o) => o.id === draft.id)).toMatchObject({ promotion_id: draft.promotion_id, live: false })
      expect(stored.find((o) => o.id === live.id)).toMatchObject({ live: true })

      // Each hidden card's page is a 404 too (a kept link to an ended offer).
      for (const hidden of [draft, later, ended]) expect((await failure(offerPage(hidden.id))).status).toBe(404)
    })

    it("hides the card once its promotion's usage limit is used up, or the promotion is deactivated or deleted", async () => {
      const id = await promotion()
      const card = await offer("Limited deal", { promotion_id: id })
      expect((await storeOffers()).map((o) => o.id)).toContain(card.id)
      await getContainer()
        .resolve(Modules.PROMOTION)
        .updatePromotions({ id, limit: 3, used: 3 } as never)
      expect((await storeOffers()).map((o) => o.id)).not.toContain(card.id)

      const other = await offer("Deactivated deal", { promotion_id: await promotion() })
      await api.post(`/admin/promotions/${other.promotion_id}`, { status: "inactive" }, admin())
      expect((await storeOffers()).map((o) => o.id)).not.toContain(other.id)

      const gone = await offer("Deleted deal", { promotion_id: await promotion() })
      await api.delete(`/admin/promotions/${gone.promotion_id}`, admin())
      expect((await storeOffers()).map((o) => o.id)).not.toContain(gone.id)
    })

    it("a card's page lists exactly the promotion's target products", async () => {
      const helmetsOnly = await offer("Helmet week", { promotion_id: await promotion() })
      expect((await offerPage(helmetsOnly.id)).data).toMatchObject({ offer: { id: helmetsOnly.id, kind: "promotion" }, products: { all: false } })
      expect([...(await offerPage(helmetsOnly.id)).data.products.ids].sort()).toEqual([...helmets.products].sort())

      const both = await offer("Helmets and lights", { promotion_id: await promotion({ targets: [helmets.id, lights.id] }) })
      const ids = (await offerPage(both.id)).data.products.ids as string[]
      expect(ids.sort()).toEqual([...helmets.products, ...lights.products].sort())
      expect(ids).not.toContain(loose)
    })

    it("a card naming a price list shows while the list is active and inside its dates, and lists its variants' products", async () => {
      const priceList = async (body: Record<string, unknown>) => {
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data: variants } = await query.graph({ entity: "product_variant", fields: ["id"], filters: { product_id: [lights.products[0], loose] } })
        const { data } = await api.post(
          "/admin/price-lists",
          {
            title: `Sale ${++seq}`,
            description: "Lights and a bell",
            status: "active",
            starts_at: days(-1),
            ends_at: days(5),
            prices: variants.map((v) => ({ variant_id: v.id, amount: 400, currency_code: CURRENCY_CODE })),
            ...body,
          },
          admin()
        )
        return data.price_list.id as string
      }
      const live = await offer("Lights sale", { price_list_id: await priceList({}) })
      const draft = await offer("Draft sale", { price_list_id: await priceList({ status: "draft" }) })
      const ended = await offer("Old sale", { price_list_id: await priceList({ starts_at: days(-9), ends_at: days(-2) }) })

      const shown = (await storeOffers()).map((o) => o.id)
      expect(shown).toContain(live.id)
      expect(shown).not.toContain(draft.id)
      expect(shown).not.toContain(ended.id)
      const { data } = await offerPage(live.id)
      expect(data.offer).toMatchObject({ kind: "price_list" })
      expect([...data.products.ids].sort()).toEqual([lights.products[0], loose].sort())
    })

    it("attaches an offer to a promotion, moves it to a price list and detaches it; only admins may", async () => {
      const card = await offer("Moving card")
      const promo = await promotion()
      const attached = (await api.post(`/admin/offers/${card.id}`, { promotion_id: promo }, admin())).data.offer
      expect(attached).toMatchObject({ promotion_id: promo, price_list_id: null, kind: "promotion" })
      // The widget on the promotion's page lists the cards naming it.
      const naming = (await api.get(`/admin/offers?promotion_id=${promo}`, admin())).data.offers as AdminOffer[]
      expect(naming.map((o) => o.id)).toEqual([card.id])

      // A repeated attach gives the same answer, nothing more.
      expect((await api.post(`/admin/offers/${card.id}`, { promotion_id: promo }, admin())).data.offer).toMatchObject({ promotion_id: promo })

      // Moved to a price list: the promotion is detached (one card, one thing advertised).
      const { data: listed } = await api.post("/admin/price-lists", { title: "Card's sale", description: "-", status: "active", prices: [] }, admin())
      const moved = (await api.post(`/admin/offers/${card.id}`, { price_list_id: listed.price_list.id }, admin())).data.offer
      expect(moved).toMatchObject({ promotion_id: null, price_list_id: listed.price_list.id, kind: "price_list" })
      expect((await api.get(`/admin/offers?promotion_id=${promo}`, admin())).data.offers).toEqual([])
      // Detaching the other kind leaves it; both null detach it.
      expect((await api.post(`/admin/offers/${card.id}`, { promotion_id: null }, admin())).data.offer).toMatchObject({ price_list_id: listed.price_list.id })
      const detached = (await api.post(`/admin/offers/${card.id}`, { promotion_id: null, price_list_id: null }, admin())).data.offer
      expect(detached).toMatchObject({ promotion_id: null, price_list_id: null, kind: null })

      // A visitor or a customer cannot: 401, nothing written.
      for (const who of [{}, session.customer, store()]) {
        expect((await failure(api.post(`/admin/offers/${card.id}`, { promotion_id: promo }, who))).status).toBe(401)
        expect((await failure(api.post("/admin/offers", { name: "Sneaky", url: "/shop", promotion_id: promo }, who))).status).toBe(401)
      }
      expect((await storedOffers()).find((o) => o.id === card.id)).toMatchObject({ promotion_id: null })
      expect((await storedOffers()).some((o) => o.name === "Sneaky")).toBe(false)
    })

    it("refuses bad ids, NUL bytes, 1 MB strings, arrays and both targets with a 4xx, writing nothing", async () => {
      const card = await offer("Guarded card")
      const promo = await promotion()
      const before = await storedOffers()
      const bodies: unknown[] = [
        { promotion_id: "promo_doesnotexist" },
        { price_list_id: "plist_doesnotexist" },
        { promotion_id: "promo_\u0000x" },
        { promotion_id: "p".repeat(1024 * 1024) },
        { promotion_id: [promo] },
        { promotion_id: { id: promo } },
        { promotion_id: 12 },
        { promotion_id: promo, price_list_id: "plist_x" },
        {},
        // A field an offer does not have (its name and link are editable since issue 55: content-edits.spec).
        { promotion_id: promo, colour: "red" },
      ]
      for (const body of bodies) {
        const response = await failure(api.post(`/admin/offers/${card.id}`, body, admin()))
        expect([400, 413]).toContain(response.status)
        expect(typeof response.data.message === "string" || response.status === 413).toBe(true)
      }
      for (const body of [
        { name: "New", url: "/shop", promotion_id: "promo_nope" },
        { name: "New", url: "/shop", promotion_id: promo, price_list_id: "plist_x" },
      ]) {
        expect((await failure(api.post("/admin/offers", body, admin()))).status).toBe(400)
      }
      // Another record's id, or no offer at all.
      expect((await failure(api.post(`/admin/offers/offer_doesnotexist`, { promotion_id: promo }, admin()))).status).toBe(404)
      expect((await failure(api.get("/admin/offers?promotion_id=a%00b", admin()))).status).toBe(400)
      expect((await failure(api.get("/admin/offers?promotion_id=a&promotion_id=b", admin()))).status).toBe(400)
      expect((await failure(offerPage("offer_doesnotexist"))).status).toBe(404)
      expect([400, 404]).toContain((await failure(offerPage("x%00y"))).status)
      expect(await storedOffers()).toEqual(before)
    })
  },
})

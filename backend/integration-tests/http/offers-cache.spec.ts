import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { CURRENCY_CODE } from "@chaka/rules"
import { signIn, type Session } from "./helpers/accounts"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"

// As src/server.ts does in production: the shop's edge (and its cache) in front of the server.
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!
jest.setTimeout(300_000)

const DAY_MS = 24 * 60 * 60 * 1000
const days = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString()

/** Polls until `check` holds, for at most 2 s (the bound for a change to reach the pages). */
async function within2s(check: () => Promise<boolean>) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > 2_000) throw new Error("still not changed after 2 s")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return Date.now() - started
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    beforeAll(async () => {
      session = await signIn(getContainer(), api)
    })
    beforeEach(() => cache.invalidate())

    const shown = async () => {
      const response = await api.get("/store/offers", session.visitor)
      return { ids: (response.data.offers as { id: string }[]).map((offer) => offer.id), cache: response.headers["x-cache"] as string | undefined }
    }

    it("a kept offers answer forgets a card once its promotion is used up or its price list drafted, by the module or the admin API", async () => {
      const { data: promo } = await api.post(
        "/admin/promotions",
        {
          code: "CACHED10",
          type: "standard",
          status: "active",
          application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10, currency_code: CURRENCY_CODE },
          campaign: { name: "Cached", campaign_identifier: "cached", starts_at: days(-1), ends_at: days(5) },
        },
        session.admin
      )
      const { data: list } = await api.post(
        "/admin/price-lists",
        { title: "Cached sale", description: "-", status: "active", starts_at: days(-1), ends_at: days(5), prices: [] },
        session.admin
      )
      const promoCard = (await api.post("/admin/offers", { name: "10% off", url: "/shop", promotion_id: promo.promotion.id }, session.admin)).data.offer
      const saleCard = (await api.post("/admin/offers", { name: "Sale", url: "/shop", price_list_id: list.price_list.id }, session.admin)).data.offer

      expect((await shown()).ids).toEqual([promoCard.id, saleCard.id])
      expect((await shown()).cache).toBe("HIT")

      // Not through the API (whose writes forget everything they do not name): the module's own
      // change, as a code's last use counted at an order, or a script or the worker, makes it.
      await getContainer()
        .resolve(Modules.PROMOTION)
        .updatePromotions({ id: promo.promotion.id, limit: 3, used: 3 } as never)
      await within2s(async () => !(await shown()).ids.includes(promoCard.id))
      expect((await shown()).cache).toBe("HIT")

      // A price list's edit comes through the admin API, whose write the edge hears (Medusa's pricing
      // module announces no update of a price list made through the module itself).
      await api.post(`/admin/price-lists/${list.price_list.id}`, { status: "draft" }, session.admin)
      await within2s(async () => (await shown()).ids.length === 0)
    })
  },
})

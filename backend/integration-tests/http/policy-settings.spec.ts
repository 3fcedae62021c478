import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Invalidation } from "@chaka/rules"
import { BANGLA } from "../../src/lib/languages/locale"
import { POLICY_PAGES } from "../../src/scripts/seed/policy-data"
import { POLICY_PAGES_BN } from "../../src/scripts/seed/policy-data-bn"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"
import { failure, signIn, type Session } from "./helpers/accounts"

jest.setTimeout(300_000)

/*
 * The policy text follows the settings it quotes (issue 50): the delivery page's days and charges
 * are placeholders filled on every read from the admin's delivery days and Home delivery's rate,
 * in the page's language, and a change of the days forgets the cached page at once. The shop's
 * edge sits in front of the server, as in production (src/server.ts).
 */
const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!
const DELIVERY = POLICY_PAGES.find((page) => page.handle === "delivery")!

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      // As the seed publishes it (seed/policies.ts): the English, then its Bangla.
      await api.post("/admin/policy-pages/delivery", { title: DELIVERY.title, body: DELIVERY.body }, session.admin)
      await api.post("/admin/policy-pages/delivery/translations", { [BANGLA]: POLICY_PAGES_BN.delivery }, session.admin)
    })
    beforeEach(() => cache.invalidate())

    const read = async (locale?: string) => {
      const response = await api.get(`/store/policy-pages/delivery${locale ? `?locale=${locale}` : ""}`, session.visitor)
      return {
        body: response.data.policy_page.body as string,
        cache: response.headers["x-cache"] as string | undefined,
        tags: String(response.headers["cache-tag"]),
      }
    }

    it("quotes the delivery days and charges as the settings say them, in English and in Bangla digits", async () => {
      const english = await read()
      expect(english.body).toContain("Delivery charge: 200 taka per order, or 250 taka when the items come to more than 25,000 taka")
      expect(english.body).toContain("inside Dhaka district usually 1 to 2 days, elsewhere in Bangladesh usually 3 to 5 days after we approve")
      expect(english.body).not.toMatch(/[{}]/)
      const bangla = await read(BANGLA)
      expect(bangla.body).toContain("ডেলিভারি চার্জ: প্রতি অর্ডারে ২০০ টাকা; পণ্যের দাম মোট ২৫,০০০ টাকার বেশি হলে ২৫০ টাকা")
      expect(bangla.body).toContain("ঢাকা জেলার ভেতরে সাধারণত ১ থেকে ২ দিন, বাংলাদেশের অন্য জায়গায় সাধারণত ৩ থেকে ৫ দিন।")
      expect(bangla.body).not.toMatch(/[{}]/)
      // The admin edits the text with its placeholders.
      const stored = (await api.get("/admin/policy-pages/delivery", session.admin)).data.policy_page
      expect(stored.body).toContain("usually {dhaka_delivery_days}, elsewhere in Bangladesh usually {elsewhere_delivery_days}")
    })

    it("shows a change of the delivery days on the very next read, in both languages, the cached pages forgotten", async () => {
      await read()
      await read(BANGLA)
      const kept = await read()
      expect(kept.cache).toBe("HIT")
      expect(kept.tags.split(",")).toEqual(expect.arrayContaining(["pages", "config"]))
      expect((await read(BANGLA)).cache).toBe("HIT")

      const forgot: Invalidation[] = []
      cache.onForget((tags) => forgot.push(tags))
      const days = { inside_dhaka: { min: 0, max: 1 }, elsewhere: { min: 2, max: 7 } }
      await api.post("/admin/delivery-days", days, session.admin)
      // The storefront's page cache hears the same tags (the page carries its reads' tags).
      expect(forgot.some((tags) => tags === "all" || tags.includes("config"))).toBe(true)

      const english = await read()
      expect(english.cache).not.toBe("HIT")
      expect(english.body).toContain("inside Dhaka district usually up to 1 day, elsewhere in Bangladesh usually 2 to 7 days after we approve")
      const bangla = await read(BANGLA)
      expect(bangla.cache).not.toBe("HIT")
      expect(bangla.body).toContain("ঢাকা জেলার ভেতরে সাধারণত ১ দিনের মধ্যে, বাংলাদেশের অন্য জায়গায় সাধারণত ২ থেকে ৭ দিন।")

      await api.post("/admin/delivery-days", { inside_dhaka: { min: 1, max: 1 }, elsewhere: { min: 3, max: 3 } }, session.admin)
      expect((await read()).body).toContain("inside Dhaka district usually 1 day, elsewhere in Bangladesh usually 3 days after")
    })

    it("leaves a name the shop does not fill as written, and refuses junk as before", async () => {
      const body = "Ask us: {not_a_setting}. Dhaka: {dhaka_delivery_days}. Braces {Like This} stay."
      await api.post("/admin/policy-pages/terms", { title: "Terms", body }, session.admin)
      const terms = (await api.get("/store/policy-pages/terms", session.visitor)).data.policy_page.body
      expect(terms).toMatch(/^Ask us: \{not_a_setting\}\. Dhaka: (up to )?\d+( to \d+)? days?\. Braces \{Like This\} stay\.$/)
      const missing = await failure(api.get("/store/policy-pages/nothing-here", session.visitor))
      expect(missing.status).toBe(404)
      expect(missing.data.message).toBe('There is no page named "nothing-here"')
      const malformed = await failure(api.get("/store/policy-pages/Bad_Handle", session.visitor))
      expect(malformed.status).toBe(400)
      expect(typeof malformed.data.message).toBe("string")
    })
  },
})

import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { Invalidation } from "@chaka/rules"
import { simpleParser } from "mailparser"
import { PDFParse } from "pdf-parse"
import { SMTPServer } from "smtp-server"
import { messages } from "../../src/lib/messages"
import { BANGLA } from "../../src/lib/languages/locale"
import { POLICY_PAGES } from "../../src/scripts/seed/policy-data"
import { POLICY_PAGES_BN } from "../../src/scripts/seed/policy-data-bn"
import { DEMO_SHOP_IDENTITY, seedShopIdentity } from "../../src/scripts/seed/shop-identity"
import { SHOP_IDENTITY_FIELDS } from "../../src/workflows/shop/rules/shop-identity"
import { failure, signIn, type Session } from "./helpers/accounts"
import { completeCart, createProduct, readyCart, registerCustomer, workflowsSettled } from "./helpers/checkout"
import { edgeAroundRunnerServer } from "./helpers/shop-edge"

/*
 * The shop's identity set by the owner (issue 56): saved through the workflow (phones in one
 * spelling, an email, a https Facebook page, lengths), read by every visitor from the store route
 * kept under `config` and forgotten on save, quoted by the policy pages, printed in the papers'
 * seller block and said at the foot of the order emails. Every stranger — a visitor, a customer,
 * an order-staff or content-editor admin — is refused and writes nothing.
 */
const SMTP_PORT = Number(process.env.CHAKA_TEST_IDENTITY_SMTP_PORT ?? 9796)
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
process.env.MAIL_FROM = "Chaka <orders@chaka.test>"
process.env.NOTIFICATION_RETRY_MS = "100,200"
jest.setTimeout(300_000)

const cache = edgeAroundRunnerServer({ maxMb: 8 }).cache!
const PASSWORD = "a-long-password"
type Headers = { headers: Record<string, string> }
type AxiosLike = { interceptors: { response: { use: (ok: (response: unknown) => unknown, failed: (error: never) => unknown) => void } } }

/** The owner's own values, typed as people type them. */
const OWNER_VALUES = {
  phone: "০১৮১১-২২৩৩৪৪",
  whatsapp: "+880 1912 345 678",
  email: "Sales@Bangsal-Cycles.com.bd",
  address_en: "12 Bangsal Road,\n Old Dhaka 1100",
  address_bn: "১২ বংশাল রোড, পুরান ঢাকা ১১০০",
  facebook_url: "https://m.facebook.com/bangsalcycles/",
  trade_licence: "TRAD/DNCC/012345/2026",
  opening_hours_en: "Sat to Thu, 10 AM to 9 PM",
  opening_hours_bn: "শনি থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৯টা",
}
const SAVED = {
  ...OWNER_VALUES,
  phone: "+8801811223344",
  whatsapp: "+8801912345678",
  email: "sales@bangsal-cycles.com.bd",
  address_en: "12 Bangsal Road, Old Dhaka 1100",
  facebook_url: "https://www.facebook.com/bangsalcycles",
}

function startSmtp() {
  const mails: { to: string[]; raw: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") })
        callback()
      })
    },
  })
  return new Promise<{ mails: typeof mails; stop: () => Promise<void> }>((resolve) =>
    server.listen(SMTP_PORT, "127.0.0.1", () => resolve({ mails, stop: () => new Promise((done) => server.close(() => done())) }))
  )
}

async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    const staff = {} as Record<"orders" | "editor", Headers>

    const stored = async () => (await api.get("/admin/shop-identity", session.admin)).data.shop_identity as Record<string, string | null>
    const read = async (caller: Headers = session.visitor) => {
      const response = await api.get("/store/shop-identity", caller)
      return {
        identity: response.data.shop_identity as Record<string, string | null>,
        cache: response.headers["x-cache"],
        tags: String(response.headers["cache-tag"]),
      }
    }
    /** The owner's values saved (Medusa's runner puts the database back as beforeAll left it before each test). */
    const ownerSets = async (values: Record<string, string | null> = OWNER_VALUES) =>
      (await api.post("/admin/shop-identity", values, session.admin)).data.shop_identity
    /** A refused write: the status, a readable message, and nothing changed. */
    const refused = async (request: () => Promise<unknown>, status: number | number[], message?: string) => {
      const before = await stored()
      const answer = await failure(request())
      expect([status].flat()).toContain(answer.status)
      expect(typeof answer.data.message).toBe("string")
      if (message) expect(answer.data.message).toBe(message)
      expect(await stored()).toEqual(before)
    }

    beforeAll(async () => {
      // An axios failure as a plain error keeping its status and answer (its own object, circular, cannot leave jest's worker).
      ;(api as unknown as AxiosLike).interceptors.response.use(
        (response) => response,
        (error: { response?: { status: number; data: unknown; config?: { url?: string } } }) => {
          const answer = error.response
          if (!answer) return Promise.reject(error)
          const plain = new Error(`${answer.status} ${answer.config?.url}: ${JSON.stringify(answer.data)}`)
          return Promise.reject(Object.assign(plain, { response: { status: answer.status, data: answer.data } }))
        }
      )
      smtp = await startSmtp()
      session = await signIn(getContainer(), api)
      for (const [who, role] of [
        ["orders", "order_staff"],
        ["editor", "content_editor"],
      ] as const) {
        const email = `${who}.identity@example.com`
        await registerCustomer(api, session.shop.publishableKey, email)
        await api.post("/admin/make-admin", { email, role, confirm: true }, session.admin)
        const token = (await api.post("/auth/user/emailpass", { email, password: PASSWORD })).data.token as string
        staff[who] = { headers: { authorization: `Bearer ${token}` } }
      }
    })
    afterAll(async () => {
      await smtp?.stop()
    })
    beforeEach(() => cache.invalidate())

    it("starts unset, takes the seed's demo values once, and the owner's values in one spelling", async () => {
      expect(await stored()).toEqual(Object.fromEntries(SHOP_IDENTITY_FIELDS.map((field) => [field, null])))
      await seedShopIdentity(getContainer())
      const demo = await stored()
      expect(demo.phone).toBe("+8801700000000")
      expect(demo.address_en).toBe(DEMO_SHOP_IDENTITY.address_en)
      expect(demo.address_en).toContain("Demo")
      expect(demo.facebook_url).toBeNull()

      expect(await ownerSets()).toEqual(SAVED)
      expect(await stored()).toEqual(SAVED)
      // The seed again leaves the owner's values alone.
      await seedShopIdentity(getContainer())
      expect(await stored()).toEqual(SAVED)
      // Fields not sent are kept; an empty one is cleared.
      const { data: cleared } = await api.post("/admin/shop-identity", { trade_licence: "" }, session.admin)
      expect(cleared.shop_identity).toEqual({ ...SAVED, trade_licence: null })
      await api.post("/admin/shop-identity", { trade_licence: SAVED.trade_licence }, session.admin)
    })

    it("is public and the same for everyone: a visitor and a customer read it, kept under config", async () => {
      await ownerSets()
      const visitor = await read()
      expect(visitor.identity).toEqual(SAVED)
      expect(visitor.tags.split(",")).toContain("config")
      expect((await read()).cache).toBe("HIT")
      expect((await read(session.customer)).identity).toEqual(SAVED)
    })

    it("forgets the kept answer on save: the next read shows the new phone", async () => {
      await ownerSets()
      await read()
      expect((await read()).cache).toBe("HIT")
      const forgot: Invalidation[] = []
      cache.onForget((tags) => forgot.push(tags))
      await api.post("/admin/shop-identity", { phone: "01711-000111" }, session.admin)
      expect(forgot.some((tags) => tags === "all" || tags.includes("config"))).toBe(true)
      const after = await read()
      expect(after.cache).not.toBe("HIT")
      expect(after.identity.phone).toBe("+8801711000111")
    })

    it("refuses strangers with 401 or 403 and writes nothing", async () => {
      await ownerSets()
      const change = { phone: "01999-999999" }
      await refused(() => api.post("/admin/shop-identity", change, session.visitor), 401)
      await refused(() => api.post("/admin/shop-identity", change, session.customer), 401)
      await refused(() => api.post("/admin/shop-identity", change, staff.orders), 403, messages.roleForbidden)
      await refused(() => api.post("/admin/shop-identity", change, staff.editor), 403, messages.roleForbidden)
      expect((await failure(api.get("/admin/shop-identity", staff.editor))).status).toBe(403)
      expect((await failure(api.get("/admin/shop-identity", session.visitor))).status).toBe(401)
    })

    it("refuses junk with 400 and the catalogue's message, writing nothing", async () => {
      await ownerSets()
      const post = (body: unknown) => () => api.post("/admin/shop-identity", body, session.admin)
      await refused(post({ phone: "12345" }), 400, messages.shopIdentityPhone("phone"))
      await refused(post({ whatsapp: "+1 415 555 0100" }), 400, messages.shopIdentityPhone("whatsapp"))
      await refused(post({ email: "not an email" }), 400, messages.shopIdentityEmail)
      await refused(post({ facebook_url: "http://facebook.com/bangsal" }), 400, messages.shopIdentityFacebook)
      await refused(post({ facebook_url: "https://evil.example/facebook.com/x" }), 400, messages.shopIdentityFacebook)
      await refused(post({ facebook_url: "https://www.facebook.com/" }), 400, messages.shopIdentityFacebook)
      await refused(post({ address_en: "x".repeat(301) }), 400, messages.shopIdentityText("address_en", 300))
      // A 1 MB body: the body parser's limit answers first (413, "request entity too large").
      await refused(post({ address_en: "x".repeat(1_000_000) }), [400, 413])
      await refused(post({ address_bn: "১২ বংশাল\u0000রোড" }), 400)
      await refused(post({ trade_licence: 1.5 }), 400, messages.shopIdentityText("trade_licence", 60))
      await refused(post({ phone: -1 }), 400, messages.shopIdentityText("phone", 40))
      await refused(post({ phone: 1e308 }), 400)
      await refused(post({ name: "Another shop" }), 400, messages.shopIdentityUnknown(SHOP_IDENTITY_FIELDS))
      // One wrong field keeps the good ones from being saved too.
      await refused(post({ phone: "01811-999999", email: "nope" }), 400, messages.shopIdentityEmail)
    })

    it("fills the policy pages' placeholders with the shop's phone, address and payment methods", async () => {
      await ownerSets({ ...OWNER_VALUES, phone: "01711-000111" })
      const terms = POLICY_PAGES.find((page) => page.handle === "terms")!
      await api.post("/admin/policy-pages/terms", { title: terms.title, body: terms.body }, session.admin)
      await api.post("/admin/policy-pages/terms/translations", { [BANGLA]: POLICY_PAGES_BN.terms }, session.admin)
      const body = async (locale?: string) =>
        (await api.get(`/store/policy-pages/terms${locale ? `?locale=${locale}` : ""}`, session.visitor)).data.policy_page.body as string
      const english = await body()
      expect(english).toContain("contact us first (+880 1711-000111, sales@bangsal-cycles.com.bd)")
      expect(english).toContain("You pay by cash on delivery")
      expect(english).not.toMatch(/\{[a-z_]+\}/)
      const bangla = await body(BANGLA)
      expect(bangla).toContain("(+880 1711-000111, sales@bangsal-cycles.com.bd)")
      expect(bangla).toContain("ক্যাশ অন ডেলিভারি-তে")
      expect(bangla).not.toMatch(/\{[a-z_]+\}/)
      // A new phone shows at once: the kept page is forgotten with `config`.
      await api.post("/admin/shop-identity", { phone: "01811-223344" }, session.admin)
      expect(await body()).toContain("contact us first (+880 1811-223344,")
    })

    it("prints the seller block on the invoice and says the phone at the foot of the order email", async () => {
      await ownerSets()
      const bike = await createProduct(getContainer(), session.shop, "Identity Bike", 12_000, 5)
      const shopper = await registerCustomer(api, session.shop.publishableKey, "identity.shopper@example.com")
      const cart = await readyCart(api, shopper, session.shop.regionId, [{ variantId: bike.variantId, quantity: 1 }])
      const { order } = (await completeCart(api, shopper, cart.id)).data
      await workflowsSettled(getContainer())

      const pdf = async (lang: "en" | "bn") => {
        const response = await api.get(`/admin/shop-orders/${order.id}/invoice?lang=${lang}`, { ...session.admin, responseType: "arraybuffer" })
        return (await new PDFParse({ data: new Uint8Array(response.data as ArrayBuffer) }).getText()).text.replace(/\s+/g, " ")
      }
      const english = await pdf("en")
      expect(english).toContain("+880 1811-223344")
      expect(english).toContain("12 Bangsal Road, Old Dhaka 1100")
      // The PDF's text may break a long line anywhere: the licence is compared without spaces.
      expect(english.replace(/\s/g, "")).toContain("Tradelicence:TRAD/DNCC/012345/2026")
      expect(await pdf("bn")).toContain("+880 1811-223344")

      const mail = await eventually(() => {
        const found = smtp.mails.find((sent) => sent.to.includes("identity.shopper@example.com"))
        if (!found) throw new Error("no mail yet")
        return found
      })
      const parsed = await simpleParser(mail.raw)
      expect(parsed.text).toContain("Questions? Call or write to us: +880 1811-223344 · sales@bangsal-cycles.com.bd")
      expect(String(parsed.html)).toContain("+880 1811-223344")
    })
  },
})

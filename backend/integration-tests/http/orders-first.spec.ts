import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { COD_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { configureShopForBkash, startBkashDouble, TEST_BKASH_CREDENTIALS, type BkashDouble } from "./helpers/bkash-double"
import { completeCart, createProduct, MIRPUR_ADDRESS, registerCustomer, workflowsSettled } from "./helpers/checkout"

// "Orders first" (issue 55): GET /admin/shop-orders filtered by the shop's stage, the payment
// and a search, with the counts of what waits for the owner, over orders placed through the
// real checkout (cash on delivery and bKash) and moved by the admin's own routes.
const BKASH_PORT = Number(process.env.CHAKA_TEST_BKASH_ORDERS_PORT ?? 9800)
configureShopForBkash(BKASH_PORT)
jest.setTimeout(400_000)

const ONE_MB = "x".repeat(1024 * 1024)
const NUSRAT = { ...MIRPUR_ADDRESS, first_name: "Nusrat", last_name: "Jahan", phone: "+880 1911-223344" }

type Listed = { id: string; display_id: number; status: string; payment: { method: string }; shipping_address: { phone: string } | null }
type Placed = { id: string; display_id: number }

/** One CSV line's fields (quoted ones unquoted). */
const csvLine = (line: string): string[] => {
  const fields: string[] = []
  let field = ""
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (ch === "," && !quoted) {
      fields.push(field)
      field = ""
    } else field += ch
  }
  return [...fields, field]
}

/** An HTTP failure as a plain error (axios's own cannot cross Jest's worker boundary). */
const plainError = (error: { message?: string; config?: { method?: string; url?: string }; response?: { status: number; data: unknown } }) => {
  throw new Error(
    `${error.config?.method ?? ""} ${error.config?.url ?? ""}: ${error.response?.status ?? ""} ${JSON.stringify(error.response?.data ?? error.message)}`
  )
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let double: BkashDouble
    let nusrat: Session["customer"]
    const o = {} as Record<"placed" | "approved" | "shipped" | "delivered" | "canceled" | "bkash", Placed>

    /** The checkout's steps (address, Home delivery, cash on delivery), then "Place order". */
    const codOrder = async (who: Session["customer"], variantId: string, address: object = MIRPUR_ADDRESS): Promise<Placed> => {
      const { data: created } = await api.post("/store/carts", { region_id: session.shop.regionId }, who)
      const cartId = created.cart.id as string
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, who)
      await api.post(`/store/carts/${cartId}`, { shipping_address: address }, who)
      const { data: options } = await api.get(`/store/shipping-options?cart_id=${cartId}`, who)
      const home = options.shipping_options.find((option: { name: string }) => option.name === "Home delivery")
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: home.id }, who)
      const { data: collection } = await api.post("/store/payment-collections", { cart_id: cartId }, who)
      await api.post(`/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: COD_PAYMENT_PROVIDER_ID }, who)
      return (await completeCart(api, who, cartId)).data.order
    }
    const bkashOrder = async (variantId: string): Promise<Placed> => {
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, session.customer)
      const cartId = data.cart.id as string
      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, session.customer)
      const started = await api.post(`/store/carts/${cartId}/bkash`, { shipping_address: MIRPUR_ADDRESS }, session.customer)
      await double.pay(started.data.payment_id, "success")
      const back = await api.post(`/store/carts/${cartId}/bkash/return`, { payment_id: started.data.payment_id, status: "success" }, session.customer)
      return back.data.order
    }
    const list = (query = "", caller = session.admin) => api.get(`/admin/shop-orders${query}`, caller)
    const ids = async (query: string) => (await list(query)).data.orders.map((order: Listed) => order.id)

    beforeAll(() => seed().catch(plainError))
    const seed = async () => {
      double = await startBkashDouble({ port: BKASH_PORT, credentials: TEST_BKASH_CREDENTIALS })
      session = await signIn(getContainer(), api)
      nusrat = await registerCustomer(api, session.visitor.headers["x-publishable-api-key"], "nusrat.jahan@example.com")
      const bike = await createProduct(getContainer(), session.shop, "Orders First Bike", 12_000, 20)
      const admin = (id: string, step: string, body: object = {}) => api.post(`/admin/orders/${id}/${step}`, body, session.admin)

      o.placed = await codOrder(nusrat, bike.variantId, NUSRAT)
      o.approved = await codOrder(session.customer, bike.variantId)
      await admin(o.approved.id, "approve")
      o.shipped = await codOrder(session.customer, bike.variantId)
      await admin(o.shipped.id, "approve")
      await admin(o.shipped.id, "ship", { courier: "Pathao", tracking_number: "PX-77" })
      o.delivered = await codOrder(session.customer, bike.variantId)
      await admin(o.delivered.id, "approve")
      await admin(o.delivered.id, "ship", { courier: "RedX", tracking_number: "RX-1" })
      await admin(o.delivered.id, "deliver")
      o.canceled = await codOrder(session.customer, bike.variantId)
      await admin(o.canceled.id, "cancel")
      o.bkash = await bkashOrder(bike.variantId)
    }
    afterAll(async () => {
      await double?.stop()
    })

    it("the owner's waiting orders are counted: 2 to approve, 1 to ship, 1 to mark delivered, whatever the filters", async () => {
      const all = await list()
      expect(all.data).toMatchObject({ count: 6, limit: 20, offset: 0, counts: { to_approve: 2, to_ship: 1, to_deliver: 1 } })
      // Newest first; the stage and the payment are the shop's.
      expect(all.data.orders.map((order: Listed) => [order.id, order.status, order.payment.method])).toEqual([
        [o.bkash.id, "placed", "bkash"],
        [o.canceled.id, "canceled", "cod"],
        [o.delivered.id, "delivered", "cod"],
        [o.shipped.id, "shipped", "cod"],
        [o.approved.id, "approved", "cod"],
        [o.placed.id, "placed", "cod"],
      ])
      const filtered = await list("?stage=delivered&payment=bkash&q=nobody")
      expect(filtered.data).toMatchObject({ count: 0, orders: [], counts: { to_approve: 2, to_ship: 1, to_deliver: 1 } })
    })

    it("each stage lists its orders only, as the order's own stage says", async () => {
      expect(await ids("?stage=placed")).toEqual([o.bkash.id, o.placed.id])
      expect(await ids("?stage=approved")).toEqual([o.approved.id])
      expect(await ids("?stage=shipped")).toEqual([o.shipped.id])
      expect(await ids("?stage=delivered")).toEqual([o.delivered.id])
      expect(await ids("?stage=canceled")).toEqual([o.canceled.id])
      // An empty choice (a form's "All") is no filter.
      expect(await ids("?stage=&payment=")).toHaveLength(6)
      const shipped = (await list("?stage=shipped")).data.orders[0]
      expect(shipped.life).toMatchObject({ stage: "shipped", courier: "Pathao", trackingNumber: "PX-77" })
    })

    it("payment: bKash or cash on delivery, with the stage", async () => {
      expect(await ids("?payment=bkash")).toEqual([o.bkash.id])
      expect(await ids("?payment=cod")).toEqual([o.canceled.id, o.delivered.id, o.shipped.id, o.approved.id, o.placed.id])
      expect(await ids("?payment=cod&stage=placed")).toEqual([o.placed.id])
      const page = await list("?payment=cod&limit=2&offset=1")
      expect([page.data.count, page.data.orders.map((order: Listed) => order.id)]).toEqual([5, [o.delivered.id, o.shipped.id]])
    })

    it("search by the order number, with or without #", async () => {
      for (const q of [`${o.shipped.display_id}`, `#${o.shipped.display_id}`, ` ${o.shipped.display_id} `]) {
        expect([q, await ids(`?q=${encodeURIComponent(q)}`)]).toEqual([q, [o.shipped.id]])
      }
      expect(await ids("?q=987654")).toEqual([])
    })

    it("search by phone in any spelling: 01…, 880…, +880 with spaces and dashes, without the 0", async () => {
      for (const q of ["01911223344", "8801911223344", "+8801911223344", "+880 1911-223344", "1911 223 344", "0191122"]) {
        expect([q, await ids(`?q=${encodeURIComponent(q)}`)]).toEqual([q, [o.placed.id]])
      }
      // Karim's phone is on the other five.
      expect(await ids(`?q=${encodeURIComponent("+880 1712 345678")}`)).toHaveLength(5)
      expect(await ids("?q=01712345678&stage=shipped")).toEqual([o.shipped.id])
    })

    it("search by name or email in any case; LIKE's wildcards are plain characters", async () => {
      for (const q of ["nusrat", "NUSRAT JAHAN", "jAhAn", "Nusrat.Jahan@EXAMPLE.com"]) {
        expect([q, await ids(`?q=${encodeURIComponent(q)}`)]).toEqual([q, [o.placed.id]])
      }
      expect(await ids(`?q=${encodeURIComponent("karim ahmed")}&stage=approved`)).toEqual([o.approved.id])
      for (const q of ["%", "_", "\\", "Nus%rat", "' or 1=1 --"]) {
        expect([q, await ids(`?q=${encodeURIComponent(q)}`)]).toEqual([q, []])
      }
    })

    it("odd parameters are refused with a message (400), never a 5xx", async () => {
      // null: the input guard's own message comes first (NUL, negative or fractional paging, huge numbers).
      const cases: [string, string | null][] = [
        ["?stage=pending", messages.shopOrdersStageInvalid(["placed", "approved", "shipped", "delivered", "canceled"])],
        ["?stage=placed&stage=shipped", messages.shopOrdersStageInvalid(["placed", "approved", "shipped", "delivered", "canceled"])],
        ["?stage[$ne]=placed", messages.shopOrdersStageInvalid(["placed", "approved", "shipped", "delivered", "canceled"])],
        ["?payment=card", messages.shopOrdersPaymentInvalid],
        ["?payment=COD", messages.shopOrdersPaymentInvalid],
        [`?q=a%00b`, null],
        [`?q=${"x".repeat(201)}`, messages.shopOrdersSearchInvalid(200)],
        [`?q=${"x".repeat(10_000)}`, messages.shopOrdersSearchInvalid(200)],
        ["?q=a&q=b", messages.shopOrdersSearchInvalid(200)],
        ["?limit=-1", null],
        ["?limit=0", messages.shopListLimitInvalid(100)],
        ["?limit=1.5", null],
        ["?limit=101", messages.shopListLimitInvalid(100)],
        ["?limit=1e2", messages.shopListLimitInvalid(100)],
        ["?offset=-1", null],
        ["?offset=1.5", null],
        ["?offset=99999999999999999999", null],
        ["?fields=*", messages.shopOrdersQueryUnknown],
      ]
      for (const [query, message] of cases) {
        const refusal = await failure(list(query))
        expect([query, refusal.status, typeof refusal.data.message]).toEqual([query, 400, "string"])
        if (message) expect([query, refusal.data.message]).toEqual([query, message])
      }
      const huge = await failure(list(`?q=${ONE_MB}`))
      expect(huge.status).toBeGreaterThanOrEqual(400)
      expect(huge.status).toBeLessThan(500)
    })

    describe("the dashboard's export", () => {
      const feed = async () =>
        (await getContainer()
          .resolve(Modules.NOTIFICATION)
          .listNotifications({ channel: "feed" }, { order: { created_at: "DESC" } })) as unknown as {
          data: { title: string; description: string; file?: { url: string; filename: string } }
        }[]

      it("carries the shop's stage, phone, courier, tracking number, items, and the subtotal apart from delivery", async () => {
        const started = await api.post("/admin/orders/export", {}, session.admin)
        expect([started.status, typeof started.data.transaction_id]).toEqual([202, "string"])
        await workflowsSettled(getContainer())
        const [notice] = await feed()
        expect(notice.data).toMatchObject({ title: messages.orderExport.title, description: messages.orderExport.done })
        const download = await api.get(new URL(notice.data.file!.url).pathname, { ...session.admin, responseType: "text" })
        const [header, ...lines] = (download.data as string)
          .replace(/^\uFEFF/, "")
          .trim()
          .split("\r\n")
        const columns = messages.orderExport.columns
        expect(csvLine(header)).toEqual(
          expect.arrayContaining([columns.status, columns.phone, columns.courier, columns.trackingNumber, columns.items, columns.subtotal, columns.delivery])
        )
        const at = (name: keyof typeof columns) => csvLine(header).indexOf(columns[name])
        const rows = new Map(lines.map(csvLine).map((fields) => [fields[at("order")], fields]))
        expect(rows.size).toBe(6)
        const delivered = rows.get(String(o.delivered.display_id))!
        expect(
          [at("status"), at("phone"), at("courier"), at("trackingNumber"), at("subtotal"), at("delivery"), at("total"), at("payment")].map((i) => delivered[i])
        ).toEqual(["delivered", MIRPUR_ADDRESS.phone, "RedX", "RX-1", "12000", "200", "12200", messages.paidWithCash])
        expect(delivered[at("items")]).toBe("Orders First Bike × 1")
        expect(rows.get(String(o.shipped.display_id))![at("trackingNumber")]).toBe("PX-77")
        expect(rows.get(String(o.canceled.display_id))![at("status")]).toBe("canceled")
        expect(rows.get(String(o.bkash.display_id))![at("payment")]).toBe(messages.paidWithBkash())
        expect(rows.get(String(o.placed.display_id))![at("phone")]).toBe("'+880 1911-223344")
      })

      it("a visitor and a customer cannot start one (401), and none is made", async () => {
        const before = (await feed()).length
        for (const caller of [session.visitor, session.customer]) {
          expect((await failure(api.post("/admin/orders/export", {}, caller))).status).toBe(401)
        }
        await workflowsSettled(getContainer())
        expect((await feed()).length).toBe(before)
      })
    })

    it("a visitor and a customer (even the one whose orders these are) are refused and read nothing", async () => {
      for (const [who, caller] of [
        ["visitor", session.visitor],
        ["customer", session.customer],
        ["other customer", nusrat],
      ] as const) {
        for (const query of ["", "?stage=placed", "?q=nusrat"]) {
          const refusal = await failure(list(query, caller))
          expect([who, query, refusal.status]).toEqual([who, query, 401])
          expect(JSON.stringify(refusal.data)).not.toContain("1911223344")
          expect((refusal.data as { orders?: unknown }).orders).toBeUndefined()
        }
      }
    })
  },
})

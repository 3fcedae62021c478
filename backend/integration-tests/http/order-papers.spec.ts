import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { PDFParse } from "pdf-parse"
import { messages } from "../../src/lib/messages"
import { failure, signIn, type Session } from "./helpers/accounts"
import { configureShopForBkash, startBkashDouble, TEST_BKASH_CREDENTIALS, type BkashDouble } from "./helpers/bkash-double"
import { completeCart, createProduct, MIRPUR_ADDRESS, readyCart, workflowsSettled } from "./helpers/checkout"

// Papers (issue 55): an order's invoice and packing slip, a day's papers and courier sheet, as
// PDFs read back to text. Orders placed through the shop's own routes; one shop boot.
const BKASH_PORT = Number(process.env.CHAKA_TEST_BKASH_PAPERS_PORT ?? 9799)
configureShopForBkash(BKASH_PORT)
jest.setTimeout(400_000)

const ONE_MB = "x".repeat(1024 * 1024)

type Placed = { id: string; display_id: number; total: number }

/** The text of a PDF answer, pages joined. */
async function pdfText(data: ArrayBuffer | Buffer): Promise<string> {
  const bytes = new Uint8Array(data as ArrayBuffer)
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
  return (await new PDFParse({ data: bytes }).getText()).text
}

/** An order number standing alone in the text (#12 is not #123). */
const orderNo = (order: Placed) => new RegExp(`#${order.display_id}(?!\\d)`)

/** The Dhaka day (YYYY-MM-DD) of an instant. */
const dhakaDate = (at: string | number) => new Date(new Date(at).getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let double: BkashDouble
    const orders = {} as Record<"shipped" | "bkashShipped" | "approved" | "placed" | "canceled", Placed>
    /** The Dhaka day the two parcels were shipped on (read from the orders, not the clock: a run may cross midnight in Dhaka). */
    let shippedDay: string
    const pdf = (url: string, caller: object = session.admin) => api.get(url, { ...caller, responseType: "arraybuffer" })

    beforeAll(async () => {
      double = await startBkashDouble({ port: BKASH_PORT, credentials: TEST_BKASH_CREDENTIALS })
      session = await signIn(getContainer(), api)
      const bike = await createProduct(getContainer(), session.shop, "Papers Road Bike", 10_000, 10)
      const bell = await createProduct(getContainer(), session.shop, "Papers Bell", 500, 10)

      const codOrder = async (items: { variantId: string; quantity: number }[]) => {
        const cart = await readyCart(api, session.customer, session.shop.regionId, items)
        const { order } = (await completeCart(api, session.customer, cart.id)).data
        return { id: order.id, display_id: order.display_id, total: order.total } as Placed
      }
      const ship = async (order: Placed, courier: string, tracking: string) => {
        await api.post(`/admin/orders/${order.id}/approve`, {}, session.admin)
        await api.post(`/admin/orders/${order.id}/ship`, { courier, tracking_number: tracking }, session.admin)
      }

      // Cash on delivery, two bikes and a bell, shipped with Pathao: the rider collects its total.
      orders.shipped = await codOrder([
        { variantId: bike.variantId, quantity: 2 },
        { variantId: bell.variantId, quantity: 1 },
      ])
      await ship(orders.shipped, "Pathao", "PX-77")
      // bKash, paid before delivery, shipped with Steadfast: nothing to collect.
      const { data } = await api.post("/store/carts", { region_id: session.shop.regionId }, session.customer)
      await api.post(`/store/carts/${data.cart.id}/line-items`, { variant_id: bell.variantId, quantity: 1 }, session.customer)
      const started = await api.post(`/store/carts/${data.cart.id}/bkash`, { shipping_address: MIRPUR_ADDRESS }, session.customer)
      await double.pay(started.data.payment_id, "success")
      const back = await api.post(`/store/carts/${data.cart.id}/bkash/return`, { payment_id: started.data.payment_id, status: "success" }, session.customer)
      orders.bkashShipped = { id: back.data.order.id, display_id: back.data.order.display_id, total: back.data.order.total }
      await ship(orders.bkashShipped, "Steadfast", "SF-9")
      // Approved, not shipped; placed only; canceled by the customer: on no day's papers.
      orders.approved = await codOrder([{ variantId: bell.variantId, quantity: 1 }])
      await api.post(`/admin/orders/${orders.approved.id}/approve`, {}, session.admin)
      orders.placed = await codOrder([{ variantId: bell.variantId, quantity: 1 }])
      orders.canceled = await codOrder([{ variantId: bell.variantId, quantity: 1 }])
      await api.post(`/store/orders/${orders.canceled.id}/cancel`, {}, session.customer)
      await workflowsSettled(getContainer())

      const { data: list } = await api.get("/admin/shop-orders?limit=50", session.admin)
      type Listed = { id: string; life: { steps: { stage: string; at: string | null }[] } }
      const shippedAt = (order: Placed) =>
        (list.orders as Listed[]).find((listed) => listed.id === order.id)?.life.steps.find((step) => step.stage === "shipped")?.at
      const days = new Set([orders.shipped, orders.bkashShipped].map((order) => dhakaDate(String(shippedAt(order)))))
      expect(days.size).toBe(1)
      shippedDay = [...days][0]
      expect(shippedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    })
    afterAll(async () => {
      await double?.stop()
    })

    it("the orders cost what the shop charges (10 000 ৳ bikes, 500 ৳ bells, 200 ৳ delivery in Dhaka)", () => {
      expect([orders.shipped.total, orders.bkashShipped.total, orders.placed.total]).toEqual([20_700, 700, 700])
    })

    it("an order's invoice in English: a PDF with the shop, order number, items, delivery, total, payment and the cash to collect", async () => {
      const response = await pdf(`/admin/shop-orders/${orders.shipped.id}/invoice`)
      expect(response.headers["content-type"]).toBe("application/pdf")
      expect(response.headers["content-disposition"]).toBe(`attachment; filename="chaka-invoice-${orders.shipped.display_id}-en.pdf"`)
      expect(response.headers["cache-control"] ?? "").not.toMatch(/public/)
      const text = await pdfText(response.data)
      expect(text).toContain("Chaka")
      expect(text).toContain("Invoice")
      expect(text).toMatch(new RegExp(`Order #${orders.shipped.display_id}(?!\\d)`))
      // The barcode's digits under it.
      expect(text).toMatch(new RegExp(`^${orders.shipped.display_id}$`, "m"))
      expect(text).toMatch(/Papers Road Bike\s+2\s+৳ 10,000\s+৳ 20,000/)
      expect(text).toMatch(/Papers Bell\s+1\s+৳ 500\s+৳ 500/)
      expect(text).toMatch(/Subtotal\s+৳ 20,500/)
      expect(text).toMatch(/Delivery charge\s+৳ 200/)
      expect(text).toMatch(/Total\s+৳ 20,700/)
      expect(text).toContain("Cash on delivery")
      expect(text).toContain("Cash to collect: ৳ 20,700")
      expect(text).toContain("Courier: Pathao")
      expect(text).toContain("Tracking number: PX-77")
      expect(text).toContain("Karim Ahmed")
      expect(text).toContain(`Phone: ${MIRPUR_ADDRESS.phone}`)
      expect(text).toContain("Road 7, Block C, Mirpur Model, Dhaka, Dhaka")
    })

    it("the same invoice in Bangla: Bangla digits for money and counts, Latin for the order number and phone", async () => {
      const response = await pdf(`/admin/shop-orders/${orders.shipped.id}/invoice?lang=bn`)
      expect(response.headers["content-disposition"]).toContain(`-${orders.shipped.display_id}-bn.pdf`)
      const text = await pdfText(response.data)
      expect(text).toMatch(orderNo(orders.shipped))
      expect(text).toMatch(/Papers Road Bike\s+২\s+১০,০০০৳\s+২০,০০০৳/)
      expect(text).toMatch(/Papers Bell\s+১\s+৫০০৳\s+৫০০৳/)
      expect(text).toContain("২০,৫০০৳")
      expect(text).toContain("২০০৳")
      // Read back in the shaped glyphs' order (ক্যাশ নিতে হবে → ক্যাশ িনেত হেব): the Bangla was shaped.
      expect(text).toContain("ক্যাশ অন")
      expect(text).toMatch(/ক্যাশ িনেত হেব: ২০,৭০০৳/)
      expect(text).toContain(MIRPUR_ADDRESS.phone)
      expect(text).not.toContain("20,700")
    })

    it("a bKash order's invoice and packing slip: paid, nothing to collect; the slip ticks lines instead of pricing them", async () => {
      const invoice = await pdfText((await pdf(`/admin/shop-orders/${orders.bkashShipped.id}/invoice`)).data)
      expect(invoice).toContain("bKash")
      expect(invoice).toContain("Paid with bKash: nothing to collect")
      expect(invoice).not.toContain("Cash to collect")
      expect(invoice).toMatch(/Total\s+৳ 700/)

      const slip = await pdf(`/admin/shop-orders/${orders.shipped.id}/packing-slip`)
      expect(slip.headers["content-disposition"]).toContain(`chaka-packing-slip-${orders.shipped.display_id}-en.pdf`)
      const text = await pdfText(slip.data)
      expect(text).toContain("Packing slip")
      expect(text).toMatch(orderNo(orders.shipped))
      expect(text).toMatch(/Papers Road Bike\s+2\b/)
      expect(text).not.toContain("৳ 10,000")
      expect(text).toContain("Cash to collect: ৳ 20,700")
      expect(text).toContain("Packed by")
      // "প্যাক করেছেন" (packed by), read back in the shaped glyphs' order.
      expect(await pdfText((await pdf(`/admin/shop-orders/${orders.shipped.id}/packing-slip?lang=bn`)).data)).toContain("প্যাক কেরেছন")
    })

    it("the day's courier sheet lists the shipped orders only: name, phone, address, cash to collect, and the day's sum", async () => {
      const day = shippedDay
      const text = await pdfText((await pdf(`/admin/shop-orders/papers?date=${day}&kind=courier`)).data)
      expect(text).toContain("Courier sheet")
      expect(text).toMatch(orderNo(orders.shipped))
      expect(text).toMatch(orderNo(orders.bkashShipped))
      for (const order of [orders.approved, orders.placed, orders.canceled]) expect(text).not.toMatch(orderNo(order))
      expect(text).toContain("Pathao PX-77")
      expect(text).toContain("Steadfast SF-9")
      expect(text.match(/Karim Ahmed/g)).toHaveLength(2)
      expect(text.match(new RegExp(MIRPUR_ADDRESS.phone, "g"))).toHaveLength(2)
      expect(text).toContain("৳ 20,700")
      expect(text).toMatch(/Cash to collect from 2 orders\s+৳ 20,700/)

      const bangla = await pdfText((await pdf(`/admin/shop-orders/papers?date=${day}&kind=courier&lang=bn`)).data)
      expect(bangla).toMatch(orderNo(orders.shipped))
      expect(bangla).toContain("২০,৭০০৳")
    })

    it("the day's invoices and packing slips: one page per shipped order; a day without shipments says so", async () => {
      const day = shippedDay
      const invoices = await pdf(`/admin/shop-orders/papers?date=${day}&kind=invoices`)
      expect(invoices.headers["content-disposition"]).toBe(`attachment; filename="chaka-invoices-${day}-en.pdf"`)
      const text = await pdfText(invoices.data)
      expect(text.match(/^Invoice$/gm)).toHaveLength(2)
      expect(text).toMatch(new RegExp(`Order #${orders.shipped.display_id}(?!\\d)`))
      expect(text).toMatch(new RegExp(`Order #${orders.bkashShipped.display_id}(?!\\d)`))
      for (const order of [orders.approved, orders.placed, orders.canceled]) expect(text).not.toMatch(orderNo(order))
      expect(text).toContain("-- 2 of 2 --")

      const slips = await pdfText((await pdf(`/admin/shop-orders/papers?date=${day}&kind=slips&lang=bn`)).data)
      expect(slips).toContain("-- 2 of 2 --")
      expect(slips).toMatch(orderNo(orders.shipped))

      const quiet = await pdfText((await pdf("/admin/shop-orders/papers?date=2001-01-01&kind=courier")).data)
      expect(quiet).toContain("No orders were shipped on 1 Jan 2001.")
      expect(await pdfText((await pdf("/admin/shop-orders/papers?date=2001-01-01&kind=invoices")).data)).toContain("No orders were shipped on 1 Jan 2001.")
    })

    it("a visitor and a customer get no paper (401/403)", async () => {
      const urls = [
        `/admin/shop-orders/${orders.shipped.id}/invoice`,
        `/admin/shop-orders/${orders.shipped.id}/packing-slip?lang=bn`,
        `/admin/shop-orders/papers?date=${shippedDay}&kind=courier`,
      ]
      for (const caller of [session.visitor, session.customer, { headers: {} }]) {
        for (const url of urls) {
          const { status, headers } = (await failure(api.get(url, caller))) as unknown as { status: number; headers: Record<string, string> }
          expect([url, [401, 403].includes(status)]).toEqual([url, true])
          expect(headers["content-type"]).not.toContain("application/pdf")
        }
      }
    })

    it("junk ids, dates, kinds and languages: a 4xx with a readable message, never a 5xx", async () => {
      const id = orders.shipped.id
      const refusals: [string, number, string | undefined][] = [
        ["/admin/shop-orders/nope/invoice", 400, messages.paperOrderIdInvalid],
        [`/admin/shop-orders/${id.toUpperCase()}/invoice`, 400, messages.paperOrderIdInvalid],
        [`/admin/shop-orders/${id.toLowerCase()}/packing-slip`, 400, messages.paperOrderIdInvalid],
        [`/admin/shop-orders/${id}x/invoice`, 400, messages.paperOrderIdInvalid],
        ["/admin/shop-orders/order_01AAAAAAAAAAAAAAAAAAAAAAAA/invoice", 404, messages.orderNotFound("order_01AAAAAAAAAAAAAAAAAAAAAAAA")],
        [`/admin/shop-orders/${id}/invoice?lang=fr`, 400, messages.paperLanguageInvalid],
        [`/admin/shop-orders/${id}/invoice?lang=BN`, 400, messages.paperLanguageInvalid],
        [`/admin/shop-orders/${id}/invoice?lang=bn&lang=en`, 400, messages.paperLanguageInvalid],
        [`/admin/shop-orders/${id}/invoice?date=2026-01-01`, 400, messages.paperQueryUnknown],
        ["/admin/shop-orders/papers?kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=2026-02-30&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=2026-13-01&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=20261205&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=1.5&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=-1&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=99999999999999999999&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=1999-12-31&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=2026-12-05&date=2026-12-06&kind=courier", 400, messages.paperDateInvalid],
        ["/admin/shop-orders/papers?date=2026-12-05", 400, messages.paperKindInvalid],
        ["/admin/shop-orders/papers?date=2026-12-05&kind=INVOICES", 400, messages.paperKindInvalid],
        ["/admin/shop-orders/papers?date=2026-12-05&kind=labels", 400, messages.paperKindInvalid],
        ["/admin/shop-orders/papers?date=2026-12-05&kind=courier&lang=xx", 400, messages.paperLanguageInvalid],
        ["/admin/shop-orders/papers?date=2026-12-05&kind=courier&limit=3", 400, messages.paperQueryUnknown],
        ["/admin/shop-orders/papers?date=2026-12-05%00&kind=courier", 400, undefined],
        [`/admin/shop-orders/${id}%00/invoice`, 400, undefined],
      ]
      for (const [url, expected, message] of refusals) {
        const { status, data } = await failure(api.get(url, session.admin))
        expect([url, status]).toEqual([url, expected])
        if (message) expect([url, data.message]).toEqual([url, message])
        else expect(typeof data.message).toBe("string")
      }
      for (const url of [
        `/admin/shop-orders/papers?date=${ONE_MB}&kind=courier`,
        `/admin/shop-orders/${ONE_MB}/invoice`,
        `/admin/shop-orders/${id}/invoice?lang=${ONE_MB}`,
      ]) {
        const { status } = await failure(api.get(url, session.admin))
        expect(status).toBeGreaterThanOrEqual(400)
        expect(status).toBeLessThan(500)
      }
    })
  },
})

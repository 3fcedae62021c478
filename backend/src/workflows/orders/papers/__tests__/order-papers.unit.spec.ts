import { PDFParse } from "pdf-parse"
import type { ShopOrder } from "../../rules/shop-orders"
import { codAmount } from "../order-paper"
import { renderCourierSheet, renderDayOrderPapers, renderOrderPaper } from "../render-papers"
import { dhakaDay } from "../../../stats/rules/dhaka-days"
import { DayPapersQuery, OrderPaperQuery } from "../validators"

/*
 * What the papers say for orders the integration suite cannot easily make: a discount code, a
 * free delivery, many lines over two pages, a bKash order on the courier sheet.
 */

const readBack = async (pdf: Buffer) => (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text

function order(overrides: Partial<ShopOrder> = {}): ShopOrder {
  return {
    id: "order_01JPAPERS000000000000000000",
    display_id: 1042,
    created_at: "2026-12-05T06:00:00Z",
    status: "shipped",
    approved_at: "2026-12-05T07:00:00Z",
    life: { stage: "shipped", steps: [], courier: "Pathao", trackingNumber: "PX-1", cancelableByCustomer: false },
    customer: { name: "Rahim Uddin", email: "rahim@example.com" },
    shipping_address: { name: "Rahim Uddin", division: "Dhaka", district: "Dhaka", thana: "Mirpur Model", road: "House 12, Road 3", phone: "01812345678" },
    items: [
      { id: "item_1", product_id: "prod_1", title: "Phoenix Road Bike", thumbnail: null, quantity: 2, unit_price: 10_000 },
      { id: "item_2", product_id: "prod_2", title: "Bell", thumbnail: null, quantity: 1, unit_price: 500 },
    ],
    currency_code: "bdt",
    item_subtotal: 20_500,
    discount_total: 1_000,
    discount_codes: ["EID10"],
    shipping_subtotal: 200,
    shipping_total: 0,
    total: 19_500,
    payment: { method: "cod" },
    ...overrides,
  } as ShopOrder
}

describe("the papers' words and sums", () => {
  it("an invoice shows the discount with its code, a free delivery, the total and the cash to collect", async () => {
    const text = await readBack(await renderOrderPaper(order(), "invoice", "en"))
    expect(text).toMatch(/Discount \(EID10\)\s+− ৳ 1,000/)
    expect(text).toMatch(/Delivery charge\s+Free/)
    expect(text).toMatch(/Total\s+৳ 19,500/)
    expect(text).toContain("Cash to collect: ৳ 19,500")
    const bangla = await readBack(await renderOrderPaper(order(), "invoice", "bn"))
    expect(bangla).toMatch(/ছাড় \(EID10\)\s+− ১,০০০৳/)
    expect(bangla).toContain("১৯,৫০০৳")
    // ডেলিভারি চার্জ ফ্রি, read back in the shaped glyphs' order.
    expect(bangla).toContain("েডিলভাির চাজর্ িফ্র")
  })

  it("a bKash order: nothing to collect, on its invoice and as ৳ 0 on the courier sheet, whose sum is the cash orders'", async () => {
    const bkash = order({ display_id: 1043, payment: { method: "bkash", trx_id: "TRX9" }, total: 700 })
    expect(codAmount(bkash)).toBe(0)
    expect(codAmount(order())).toBe(19_500)
    const invoice = await readBack(await renderOrderPaper(bkash, "invoice", "en"))
    expect(invoice).toContain("bKash (transaction TRX9)")
    expect(invoice).toContain("Paid with bKash: nothing to collect")
    const sheet = await readBack(await renderCourierSheet([order(), bkash], "2026-12-05", "en"))
    expect(sheet).toContain("Orders shipped on 5 Dec 2026")
    expect(sheet).toMatch(/#1042\s+Pathao PX-1/)
    expect(sheet).toContain("৳ 0")
    expect(sheet).toMatch(/Cash to collect from 2 orders\s+৳ 19,500/)
    const bangla = await readBack(await renderCourierSheet([order(), bkash], "2026-12-05", "bn"))
    expect(bangla).toContain("২০২৬")
    expect(bangla).toContain("১৯,৫০০৳")
  })

  it("a packing slip lists quantities without prices; sixty lines run over more pages", async () => {
    const slip = await readBack(await renderOrderPaper(order(), "packing-slip", "en"))
    expect(slip).toMatch(/Phoenix Road Bike\s+2/)
    expect(slip).not.toContain("৳ 10,000")
    expect(slip).toContain("Checked by")
    const items = Array.from({ length: 60 }, (_, index) => ({
      id: `item_${index}`,
      product_id: null,
      title: `Spoke ${index + 1}`,
      thumbnail: null,
      quantity: 1,
      unit_price: 50,
    }))
    const long = await readBack(await renderOrderPaper(order({ items }), "invoice", "en"))
    expect(long).toContain("Spoke 60")
    expect(long).toMatch(/-- 1 of [2-9] --/)
    const day = await readBack(await renderDayOrderPapers([order(), order({ display_id: 1044 })], "2026-12-05", "packing-slip", "en"))
    expect(day).toContain("-- 2 of 2 --")
  })
})

describe("the papers' queries", () => {
  it("a day is a Dhaka day: 2026-12-05 runs from 18:00 UTC on the 4th for 24 hours", () => {
    expect(dhakaDay("2026-12-05")).toEqual({ from: new Date("2026-12-04T18:00:00Z"), to: new Date("2026-12-05T18:00:00Z") })
  })

  it("only real days, known kinds and en/bn pass", () => {
    expect(DayPapersQuery.parse({ date: "2028-02-29", kind: "courier" })).toEqual({ date: "2028-02-29", kind: "courier", lang: "en" })
    for (const date of ["2026-02-29", "2026-00-10", "2026-1-5", "1999-12-31", "2101-01-01", " 2026-12-05"]) {
      expect(DayPapersQuery.safeParse({ date, kind: "courier" }).success).toBe(false)
    }
    expect(OrderPaperQuery.parse({})).toEqual({ lang: "en" })
    expect(OrderPaperQuery.safeParse({ lang: "Bn" }).success).toBe(false)
  })
})

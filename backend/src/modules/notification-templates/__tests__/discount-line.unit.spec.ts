import { renderEmail, renderSms } from "../render"
import { smsSegments } from "../gsm7"
import { sampleOrder } from "../preview"
import type { OrderNoticeData } from "../order-notice"

/**
 * An order a promotion changed (issue 52): 10 % off the products with the code EID10 and
 * delivery free. The mail's lines add up (Subtotal − Discount + Delivery = Total) in both
 * languages, and the SMS says the discount when it fits.
 */
const discounted: OrderNoticeData = {
  ...sampleOrder,
  items: [{ title: "Phoenix City Classic 26", quantity: 1, total: 3_200 }],
  subtotal: 3_200,
  discount: 320,
  discountCodes: ["EID10"],
  delivery: 0,
  total: 2_880,
}
const bangla: OrderNoticeData = { ...discounted, language: "bn", paymentMethod: "ক্যাশ অন ডেলিভারি" }

/** The amounts of the plain text's total lines, in order: "Label: ৳ 3,200" → 3200 (Bangla digits read too). */
const amountsOf = (text: string, labels: readonly string[]) =>
  labels.map((label) => {
    const line = text.split("\n").find((row) => row.startsWith(`${label}:`))
    if (!line) throw new Error(`no line ${label} in:\n${text}`)
    const digits = line
      .slice(label.length + 1)
      .replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
      .replace(/[^0-9]/g, "")
    return digits === "" ? 0 : Number(digits)
  })

describe("the discount line in order notifications", () => {
  it("English mail: Discount (EID10) −৳ 320, Delivery Free, and the lines add up", () => {
    const { html, text } = renderEmail("order-placed", discounted)
    expect(text).toContain("Subtotal: ৳ 3,200")
    expect(text).toContain("Discount (EID10): −৳ 320")
    expect(text).toContain("Delivery charge: Free")
    expect(text).toContain("Total: ৳ 2,880")
    expect(text).toContain("please pay ৳ 2,880 to the rider")
    const [subtotal, discount, total] = amountsOf(text, ["Subtotal", "Discount (EID10)", "Total"])
    expect(subtotal - discount + 0).toBe(total)
    expect(html).toContain("Discount (EID10)")
    expect(html).toContain("−৳ 320")
    expect(html).toContain(">Free<")
  })

  it("Bangla mail: ছাড় (EID10) −৩২০৳, ডেলিভারি চার্জ ফ্রি, মোট ২,৮৮০৳", () => {
    const { text } = renderEmail("order-placed", bangla)
    expect(text).toContain("সাবটোটাল: ৩,২০০৳")
    expect(text).toContain("ছাড় (EID10): −৩২০৳")
    expect(text).toContain("ডেলিভারি চার্জ: ফ্রি")
    expect(text).toContain("মোট: ২,৮৮০৳")
    const [subtotal, discount, total] = amountsOf(text, ["সাবটোটাল", "ছাড় (EID10)", "মোট"])
    expect(subtotal - discount).toBe(total)
  })

  it("a paid delivery with an automatic discount: no codes named, the delivery charged, the sum still right", () => {
    const order = { ...discounted, discountCodes: [], delivery: 200, total: 3_080 }
    for (const [data, labels] of [
      [order, ["Subtotal", "Discount", "Delivery charge", "Total"]],
      [{ ...order, language: "bn" as const }, ["সাবটোটাল", "ছাড়", "ডেলিভারি চার্জ", "মোট"]],
    ] as const) {
      const { text } = renderEmail("order-approved", data)
      const [subtotal, discount, delivery, total] = amountsOf(text, labels)
      expect(subtotal - discount + delivery).toBe(total)
      expect(text).not.toContain("(")
    }
  })

  it("no discount: no discount line, as before", () => {
    for (const data of [sampleOrder, { ...sampleOrder, language: "bn" as const }]) {
      const { text, html } = renderEmail("order-placed", data)
      expect(text).not.toMatch(/Discount|ছাড়/)
      expect(html).not.toMatch(/Discount|ছাড়/)
    }
  })

  it("SMS: the discount said in the placed message, within one GSM-7 SMS in English and two parts in Bangla", () => {
    const english = renderSms("order-placed", discounted)
    expect(english).toBe(`Chaka: order #1042 placed. Discount Tk 320. Pay the rider Tk 2,880 on delivery. ${discounted.orderUrl}`)
    expect(smsSegments(english)).toBe(1)
    const banglaSms = renderSms("order-placed", bangla)
    expect(banglaSms).toContain("ছাড় ৩২০৳")
    expect(banglaSms).toContain("রাইডারকে ২,৮৮০৳ দেবেন")
    expect(smsSegments(banglaSms)).toBeLessThanOrEqual(2)
  })

  it("refuses a discount that is not an amount, or a code too long for the mail", () => {
    expect(() => renderEmail("order-placed", { ...discounted, discount: -5 })).toThrow()
    expect(() => renderEmail("order-placed", { ...discounted, discountCodes: ["X".repeat(65)] })).toThrow()
  })
})

import { renderSms } from "../render"
import { SMS_KINDS } from "../kinds"
import { fitsOneSms, isGsm7, SMS_MAX_LENGTH, toGsm7 } from "../gsm7"
import { sampleOrder } from "../preview"
import { englishTexts } from "../texts"
import type { OrderNoticeData } from "../order-notice"

/** The longest an order realistically gets: a 7-digit number and total, a production link, a long courier and tracking number. */
const longest: OrderNoticeData = {
  ...sampleOrder,
  orderNumber: 1_234_567,
  subtotal: 9_999_749,
  delivery: 250,
  total: 9_999_999,
  orderUrl: "https://www.chakabicycles.com.bd/my-account/my-order/order_01JD8X4Q2V7N9K3M5P6R8T0W2Y",
  courier: "Sundarban Courier Service (Pvt.) Limited",
  trackingNumber: "SCS-2026-11-27-DHK-0000000000123456789",
}

const expectOneSegment = (text: string) => {
  expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH)
  expect(isGsm7(text)).toBe(true)
  expect(text).not.toContain("৳")
}

describe("renderSms", () => {
  it("placed: the number, the amount to pay the rider in Tk, the order's link", () => {
    expect(renderSms("order-placed", sampleOrder)).toBe(`Chaka: order #1042 placed. Pay the rider Tk 79,600 on delivery. ${sampleOrder.orderUrl}`)
  })

  it("shipped: the courier and the tracking number", () => {
    expect(renderSms("order-shipped", sampleOrder)).toBe(
      "Chaka: order #1042 shipped by Steadfast Courier, tracking SFC-1734-889201. Pay Tk 79,600 on delivery."
    )
    expect(renderSms("order-shipped", { ...sampleOrder, courier: null, trackingNumber: null })).toBe("Chaka: order #1042 shipped. Pay Tk 79,600 on delivery.")
  })

  it("canceled: nothing to pay", () => {
    expect(renderSms("order-canceled", sampleOrder)).toBe(`Chaka: order #1042 has been canceled. There is nothing to pay. ${sampleOrder.orderUrl}`)
  })

  it.each(SMS_KINDS)("%s stays in one GSM-7 message for the longest realistic order", (kind) => {
    const bounds = { orderNumber: "ORD-1234567890123456", total: 999_999_999.99, courier: "W".repeat(200), trackingNumber: "T".repeat(40) }
    for (const order of [sampleOrder, longest, { ...longest, ...bounds }]) expectOneSegment(renderSms(kind, order))
  })

  it("keeps the number and the amount when the link does not fit, and the courier cut to 20 characters at a space", () => {
    const placed = renderSms("order-placed", { ...longest, orderUrl: `https://shop.example/${"a".repeat(120)}` })
    expect(placed).toBe("Chaka: order #1234567 placed. Pay the rider Tk 99,99,999 on delivery.")

    const shipped = renderSms("order-shipped", longest)
    expect(shipped).toBe("Chaka: order #1234567 shipped by Sundarban Courier, tracking SCS-2026-11-27-DHK-0000000000123456789. Pay Tk 99,99,999 on delivery.")
    expectOneSegment(shipped)
  })

  it("spells a courier in GSM-7 and leaves out a tracking number it cannot show exactly", () => {
    expect(renderSms("order-shipped", { ...sampleOrder, courier: "Pathao – “Express”", trackingNumber: "TRK{42}" })).toBe(
      `Chaka: order #1042 shipped by Pathao - "Express". Pay Tk 79,600 on delivery.`
    )
    expect(renderSms("order-shipped", { ...sampleOrder, courier: "সুন্দরবন কুরিয়ার", trackingNumber: "x".repeat(41) })).toBe(
      "Chaka: order #1042 shipped. Pay Tk 79,600 on delivery."
    )
    expect(renderSms("order-shipped", { ...sampleOrder, courier: "Café\nTōkyō\u0000" })).toContain("shipped by Café Tokyo, tracking")
  })

  it("has an SMS only for placed, shipped and canceled", () => {
    for (const kind of ["order-approved", "order-delivered", "password-reset"]) {
      expect(() => renderSms(kind, sampleOrder)).toThrow(
        `The notification template "${kind}" has no SMS: SMS go out for order-placed, order-shipped, order-canceled`
      )
    }
    expect(() => renderSms("order-lost", sampleOrder)).toThrow(/^Unknown notification template "order-lost"/)
  })

  it("checks the data as the mails do", () => {
    expect(() => renderSms("order-placed", { ...sampleOrder, total: -1 })).toThrow(
      /^The data of the notification template "order-placed" cannot be shown: total: /
    )
  })

  it("words every version of every SMS in GSM-7", () => {
    const values = {
      orderNumber: "1234567",
      customerName: "",
      total: "Tk 99,99,999",
      discount: "Tk 9,99,999",
      courier: "Steadfast",
      trackingNumber: "SFC-1",
      orderUrl: "https://x.example/o",
    }
    for (const kind of SMS_KINDS) for (const text of englishTexts.sms[kind](values)) expect(isGsm7(text)).toBe(true)
  })
})

describe("GSM-7", () => {
  it("knows the 127 one-septet characters of the default alphabet, and not the taka sign or the escape table", () => {
    expect(isGsm7("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./09:;<=>?¡AZÄÖÑÜ§¿azäöñüà")).toBe(true)
    for (const char of ["৳", "€", "{", "}", "[", "]", "~", "^", "|", "\\", "’", "ক", "\u001b"]) expect(isGsm7(char)).toBe(false)
  })

  it("spells look-alikes and accents in it, and drops what it cannot", () => {
    expect(toGsm7("  ‘Quick’ — courier…  ")).toBe("'Quick' - courier...")
    expect(toGsm7("Ça roule, Tōkyō, Łódź ৳ ক")).toBe("Ça roule, Tokyo, odz Tk")
  })
})

describe("one message in another language", () => {
  it("counts a Bangla SMS in UCS-2: 70 characters", () => {
    expect(fitsOneSms("চাকা: অর্ডার #1042 বাতিল হয়েছে।")).toBe(true)
    expect(fitsOneSms("চ".repeat(71))).toBe(false)
    expect(fitsOneSms("a".repeat(160))).toBe(true)
    expect(fitsOneSms("a".repeat(161))).toBe(false)
    const bangla = {
      ...englishTexts,
      sms: { ...englishTexts.sms, "order-canceled": () => ["চাকা: অর্ডার বাতিল হয়েছে, কিছু দিতে হবে না। ".repeat(3), "চাকা: অর্ডার বাতিল হয়েছে।"] },
    }
    expect(renderSms("order-canceled", sampleOrder, bangla)).toBe("চাকা: অর্ডার বাতিল হয়েছে।")
  })
})

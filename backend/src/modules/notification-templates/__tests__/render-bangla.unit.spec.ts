import { renderEmail, renderSms } from "../render"
import { SMS_KINDS } from "../kinds"
import { smsSegments } from "../gsm7"
import { sampleOrder, sampleResetLink } from "../preview"
import type { OrderNoticeData } from "../order-notice"

const bangla: OrderNoticeData = { ...sampleOrder, language: "bn", paymentMethod: "ক্যাশ অন ডেলিভারি" }
const BANGLA_LETTERS = /[\u0980-\u09FF]/

/** The longest an order realistically gets (render-sms.unit.spec.ts), in Bangla. */
const longest: OrderNoticeData = {
  ...bangla,
  orderNumber: 1_234_567,
  total: 9_999_999,
  orderUrl: "https://www.chakabicycles.com.bd/my-account/my-order/order_01JD8X4Q2V7N9K3M5P6R8T0W2Y",
  courier: "Sundarban Courier Service (Pvt.) Limited",
  trackingNumber: "SCS-2026-11-27-DHK-0000000000123456789",
}

describe("a notification in Bangla", () => {
  it("mails in Bangla: money in Bangla digits with ৳, the order number and link as they are", () => {
    const mail = renderEmail("order-placed", bangla)
    expect(mail.subject).toBe("আপনার Chaka অর্ডার #1042 আমরা পেয়েছি")
    expect(mail.html).toContain('<html lang="bn">')
    expect(mail.text).toContain("প্রিয় Karim Rahman,")
    expect(mail.text).toContain("ক্যাশ অন ডেলিভারি: অর্ডার হাতে পেয়ে রাইডারকে ৭৯,৬০০৳ দেবেন।")
    expect(mail.text).toContain("- Phoenix Kids 16 with training wheels × ২: ২৫,০০০৳")
    expect(mail.text).toContain("ডেলিভারি চার্জ: ২৫০৳")
    expect(mail.text).toContain("পেমেন্ট: ক্যাশ অন ডেলিভারি")
    expect(mail.text).toContain(sampleOrder.orderUrl)
    expect(mail.text).not.toMatch(/\b79,600\b|Tk/)
  })

  it("names the courier and its tracking number in the shipped mail", () => {
    const mail = renderEmail("order-shipped", bangla)
    expect(mail.subject).toBe("আপনার Chaka অর্ডার #1042 পাঠানো হয়েছে")
    expect(mail.text).toContain("আপনার অর্ডার #1042 Steadfast Courier-এর মাধ্যমে আমাদের গুদাম থেকে রওনা হয়েছে। ট্র্যাকিং নম্বর SFC-1734-889201।")
  })

  it("writes the reset link's mail in Bangla when asked", () => {
    const mail = renderEmail("password-reset", { ...sampleResetLink, language: "bn" })
    expect(mail.subject).toBe("আপনার Chaka পাসওয়ার্ড রিসেট করুন")
    expect(mail.text).toContain("লিংকটি ১৫ মিনিট পর আর কাজ করবে না।")
    expect(mail.text).toContain(sampleResetLink.url)
  })

  it("stays English for data without a language (messages stored before there was one)", () => {
    expect(renderEmail("order-placed", sampleOrder).subject).toBe("Your Chaka order #1042 is placed")
    expect(renderSms("order-placed", sampleOrder)).toMatch(/^Chaka: order #1042 placed/)
  })

  it("texts in Bangla: the number in Latin digits, the amount in Bangla ones", () => {
    expect(renderSms("order-placed", bangla)).toBe("Chaka: অর্ডার #1042 পেয়েছি। পণ্য হাতে পেয়ে রাইডারকে ৭৯,৬০০৳ দেবেন।")
    expect(renderSms("order-shipped", bangla)).toBe("Chaka: অর্ডার #1042 পাঠানো হয়েছে (Steadfast Courier, ট্র্যাকিং SFC-1734-889201)। ডেলিভারিতে ৭৯,৬০০৳ দেবেন।")
    expect(renderSms("order-canceled", bangla)).toBe("Chaka: অর্ডার #1042 বাতিল করা হয়েছে। কোনো টাকা দিতে হবে না।")
    // A short link fits in the two parts, and goes with it.
    expect(renderSms("order-canceled", { ...bangla, orderUrl: "https://chaka.bd/o/1" })).toBe(
      "Chaka: অর্ডার #1042 বাতিল করা হয়েছে। কোনো টাকা দিতে হবে না। https://chaka.bd/o/1"
    )
    // A courier written in Bangla is kept (the message is UCS-2 anyway), cut to fit.
    expect(renderSms("order-shipped", { ...bangla, courier: "সুন্দরবন কুরিয়ার সার্ভিস লিমিটেড", trackingNumber: null })).toBe(
      "Chaka: অর্ডার #1042 পাঠানো হয়েছে (সুন্দরবন কুরিয়ার)। ডেলিভারিতে ৭৯,৬০০৳ দেবেন।"
    )
  })

  it.each(SMS_KINDS)("%s takes at most two UCS-2 parts for the longest realistic order", (kind) => {
    const bounds = { orderNumber: "ORD-1234567890123456", total: 999_999_999.99, courier: "W".repeat(200), trackingNumber: "T".repeat(40) }
    for (const order of [bangla, longest, { ...longest, ...bounds }]) {
      const text = renderSms(kind, order)
      expect(BANGLA_LETTERS.test(text)).toBe(true)
      expect(smsSegments(text)).toBeLessThanOrEqual(2)
    }
  })
})

describe("SMS parts", () => {
  it("counts GSM-7 in 160 characters, then 153 a part", () => {
    expect([160, 161, 306, 307].map((n) => smsSegments("a".repeat(n)))).toEqual([1, 2, 2, 3])
  })

  it("counts UCS-2 (Bangla, or one character outside GSM-7) in 70 units, then 67 a part", () => {
    expect([70, 71, 134, 135].map((n) => smsSegments("ক".repeat(n)))).toEqual([1, 2, 2, 3])
    expect(smsSegments(`${"a".repeat(69)}৳`)).toBe(1)
    expect(smsSegments(`${"a".repeat(70)}৳`)).toBe(2)
    // A vowel sign is a character of its own: "কি" is two.
    expect(smsSegments("কি".repeat(35))).toBe(1)
    expect(smsSegments("কি".repeat(36))).toBe(2)
  })
})

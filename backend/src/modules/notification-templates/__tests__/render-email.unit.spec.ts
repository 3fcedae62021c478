import { renderEmail } from "../render"
import { ORDER_NOTICE_KINDS } from "../kinds"
import { sampleOrder, sampleResetLink } from "../preview"
import { EMAIL_COLOURS } from "../email-layout"
import { englishTexts, type NotificationTexts } from "../texts"

/** Words that would mean a value went missing on its way into a mail. */
const BROKEN = /undefined|null|NaN|\[object/

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1])

describe("renderEmail: the order mails", () => {
  it.each(ORDER_NOTICE_KINDS)("%s renders the order in HTML and in plain text", (kind) => {
    const { subject, html, text } = renderEmail(kind, sampleOrder)

    expect(subject).toMatch(/^Your Chaka order #1042 /)
    for (const body of [html, text]) {
      expect(body).toContain("Chaka")
      expect(body).toContain("Hi Karim Rahman,")
      expect(body).toContain("Order #1042")
      expect(body).toContain("Phoenix Kids 16 with training wheels")
      expect(body).toContain("৳ 25,000")
      expect(body).toContain("৳ 250")
      expect(body).toContain("৳ 79,600")
      expect(body).toContain(sampleOrder.orderUrl)
      expect(body).not.toMatch(BROKEN)
    }
    expect(text).toContain("Delivery charge: ৳ 250")
    expect(text).toContain("Total: ৳ 79,600")
    expect(text).not.toMatch(/<[a-z]/i)
    // The button goes to the order's page; the shop's teal, written out for mail clients.
    expect(hrefs(html)).toEqual([sampleOrder.orderUrl])
    expect(html).toContain(">View your order</a>")
    expect(html).toContain(EMAIL_COLOURS.brand)
    expect(html).not.toContain("var(--")
    expect(html).not.toMatch(/<script|<style/i)
  })

  it("gives each moment its own subject", () => {
    const subjects = ORDER_NOTICE_KINDS.map((kind) => renderEmail(kind, sampleOrder).subject)
    expect(subjects).toEqual([
      "Your Chaka order #1042 is placed",
      "Your Chaka order #1042 is approved",
      "Your Chaka order #1042 is on its way",
      "Your Chaka order #1042 has been delivered",
      "Your Chaka order #1042 has been canceled",
    ])
  })

  it("placed: says to pay the total in cash to the rider", () => {
    const { html, text } = renderEmail("order-placed", sampleOrder)
    for (const body of [html, text]) expect(body).toContain("Cash on delivery: please pay ৳ 79,600 to the rider when your order arrives.")
  })

  it("shipped: names the courier and the tracking number when given, and reads well without them", () => {
    const withCourier = renderEmail("order-shipped", sampleOrder)
    for (const body of [withCourier.html, withCourier.text]) {
      expect(body).toContain("with Steadfast Courier. Its tracking number is SFC-1734-889201.")
      expect(body).toContain("Tracking number")
    }

    const bare = renderEmail("order-shipped", { ...sampleOrder, courier: null, trackingNumber: undefined })
    for (const body of [bare.html, bare.text]) {
      expect(body).toContain("Your order #1042 has left our warehouse.")
      expect(body).not.toMatch(/Courier|Tracking number/)
      expect(body).not.toMatch(BROKEN)
    }

    const trackingOnly = renderEmail("order-shipped", { ...sampleOrder, courier: "  ", trackingNumber: "RX-99" })
    expect(trackingOnly.text).toContain("Your order #1042 has left our warehouse. Its tracking number is RX-99.")
  })

  it("approved: says the order is being readied, and what to pay on delivery", () => {
    const { text } = renderEmail("order-approved", sampleOrder)
    expect(text).toContain("we have approved your order #1042")
    expect(text).toContain("please pay ৳ 79,600 to the rider")
  })

  it("delivered: thanks the customer for the payment received, asks for nothing more", () => {
    const { html, text } = renderEmail("order-delivered", sampleOrder)
    for (const body of [html, text]) {
      expect(body).toContain("has been delivered, and we have received your payment of ৳ 79,600.")
      expect(body).not.toContain("please pay")
    }
  })

  it("canceled: says the stock was released and there is nothing to pay", () => {
    const { html, text } = renderEmail("order-canceled", sampleOrder)
    for (const body of [html, text]) {
      expect(body).toContain("there is nothing to pay")
      expect(body).toContain("released back to our stock")
      expect(body).not.toContain("please pay")
    }
  })

  it("greets a customer without a name, and leaves out an address or payment not given", () => {
    const { html, text } = renderEmail("order-approved", { ...sampleOrder, customerName: "", address: null, paymentMethod: undefined })
    for (const body of [html, text]) {
      expect(body).toContain("Hello,")
      expect(body).not.toMatch(/Deliver to|Payment/)
    }
  })

  it("groups amounts in lakhs and crores, as the storefront does", () => {
    const { html, text } = renderEmail("order-placed", {
      ...sampleOrder,
      items: [{ title: "Carbon road bike", quantity: 2, total: 35_000_000 }],
      subtotal: 35_000_000,
      delivery: 250,
      total: 35_000_250,
      orderNumber: "1234567",
    })
    for (const body of [html, text]) {
      expect(body).toContain("৳ 3,50,00,000")
      expect(body).toContain("৳ 3,50,00,250")
    }
    expect(renderEmail("order-placed", { ...sampleOrder, total: 125_000 }).text).toContain("please pay ৳ 1,25,000 to the rider")
    expect(renderEmail("order-placed", { ...sampleOrder, total: 199.5 }).text).toContain("৳ 199.5")
  })

  it("HTML-escapes what customers and admins typed, and keeps it as typed in the plain text", () => {
    const hostile = {
      ...sampleOrder,
      customerName: `Mallory <img src=x onerror="alert(1)">`,
      items: [{ title: `<script>alert("x")</script> & "Bike"`, quantity: 1, total: 100 }],
      courier: "<b>Evil</b> Express",
      trackingNumber: `"><a href="https://evil.example">`,
      address: "Road <1>\nDhaka & Co",
      paymentMethod: "<i>COD</i>",
    }
    const { html, text } = renderEmail("order-shipped", hostile)

    expect(html).not.toMatch(/<script|<img|<b>|<i>|onerror="|<a href="https:\/\/evil/i)
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;Bike&quot;")
    expect(html).toContain("Mallory &lt;img src=x onerror=&quot;alert(1)&quot;&gt;")
    expect(html).toContain("&lt;b&gt;Evil&lt;/b&gt; Express")
    expect(html).toContain("Road &lt;1&gt;<br>Dhaka &amp; Co")
    expect(hrefs(html)).toEqual([sampleOrder.orderUrl])
    expect(text).toContain(`<script>alert("x")</script> & "Bike" × 1: ৳ 100`)
  })

  it("keeps a quote in the order's link inside its attribute", () => {
    const { html } = renderEmail("order-placed", { ...sampleOrder, orderUrl: `https://shop.example/o?x="><script>1</script>` })
    expect(html).not.toContain("<script>")
    expect(hrefs(html).every((href) => href.startsWith("https://shop.example/o?x="))).toBe(true)
  })

  it("writes a subject on one line, and no control characters anywhere", () => {
    const { subject, html, text } = renderEmail("order-placed", {
      ...sampleOrder,
      customerName: "Karim\u0000\r\nBcc: all@example.com",
      items: [{ title: "Bike\u0007\tBlue", quantity: 1, total: 100 }],
    })
    expect(subject).not.toMatch(/[\r\n]/)
    // eslint-disable-next-line no-control-regex
    for (const body of [html, text]) expect(body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/)
    expect(text).toContain("Hi Karim Bcc: all@example.com,")
    expect(text).toContain("- Bike Blue × 1")
  })
})

describe("renderEmail: the password reset mail", () => {
  it("gives the link, says it expires and to ignore it if not asked", () => {
    const { subject, html, text } = renderEmail("password-reset", sampleResetLink)
    expect(subject).toBe("Reset your Chaka password")
    const escapedUrl = sampleResetLink.url.replace(/&/g, "&amp;")
    expect(hrefs(html)).toEqual([escapedUrl, escapedUrl])
    expect(text).toContain(sampleResetLink.url)
    for (const body of [html, text]) {
      expect(body).toContain("The link expires in 15 minutes.")
      expect(body).toContain("If you did not ask to reset your password, you can ignore this email")
      expect(body).not.toMatch(BROKEN)
    }
    expect(html).toContain(">Choose a new password</a>")
  })

  it("refuses a link that is not a web page", () => {
    expect(() => renderEmail("password-reset", { url: "javascript:alert(1)" })).toThrow(
      'The data of the notification template "password-reset" cannot be shown: url:'
    )
    expect(() => renderEmail("password-reset", {})).toThrow(/url/)
  })
})

describe("renderEmail: what it refuses", () => {
  it("throws for a template the shop does not have", () => {
    expect(() => renderEmail("order-lost", sampleOrder)).toThrow(
      'Unknown notification template "order-lost": the templates are order-placed, order-approved, order-shipped, order-delivered, order-canceled, password-reset'
    )
    expect(() => renderEmail("", sampleOrder)).toThrow(/Unknown notification template ""/)
  })

  it.each([
    ["no items", { items: [] }, /items/],
    ["a quantity of 1.5", { items: [{ title: "Bike", quantity: 1.5, total: 100 }] }, /items\.0\.quantity/],
    ["a negative total", { total: -1 }, /total/],
    ["a total that is not a number", { total: "79600" }, /total/],
    ["an infinite subtotal", { subtotal: Infinity }, /subtotal/],
    ["an empty title", { items: [{ title: "", quantity: 1, total: 100 }] }, /items\.0\.title/],
    ["a 1 MB name", { customerName: "x".repeat(1_000_000) }, /customerName/],
    ["a javascript: link", { orderUrl: "javascript:alert(1)" }, /orderUrl/],
    ["an order number with spaces", { orderNumber: "12 34" }, /orderNumber/],
    ["a negative order number", { orderNumber: -5 }, /orderNumber/],
  ])("throws a readable error for %s", (_case, change, field) => {
    const render = () => renderEmail("order-placed", { ...sampleOrder, ...change })
    expect(render).toThrow(/^The data of the notification template "order-placed" cannot be shown: /)
    expect(render).toThrow(field)
  })

  it("throws for data missing altogether", () => {
    expect(() => renderEmail("order-shipped", {})).toThrow(/orderNumber.*customerName.*items/)
  })
})

describe("renderEmail: the words come from the catalogue", () => {
  it("renders with another NotificationTexts, as a Bangla catalogue will", () => {
    const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => "০১২৩৪৫৬৭৮৯"[Number(digit)])
    const other: NotificationTexts = {
      ...englishTexts,
      lang: "bn",
      shopName: "চাকা",
      money: (amount) => `৳ ${bengaliDigits(englishTexts.money(amount).slice(2))}`,
      greeting: (name) => `প্রিয় ${name},`,
    }
    const { html, text } = renderEmail("order-placed", sampleOrder, other)
    expect(html).toContain('<html lang="bn">')
    for (const body of [html, text]) {
      expect(body).toContain("চাকা")
      expect(body).toContain("প্রিয় Karim Rahman,")
      expect(body).toContain("৳ ৭৯,৬০০")
      expect(body).not.toContain("৳ 79,600")
    }
  })
})

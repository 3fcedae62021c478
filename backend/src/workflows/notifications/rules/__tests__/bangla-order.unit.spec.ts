import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { renderEmail } from "../../../../modules/notification-templates/render"
import { notificationsSettled, notifyOrder } from "../send"

/**
 * An order's email and SMS in the customer's language, whatever language its lines were stored
 * in: the products are named as the Translation module names them in that language, the
 * address's thana, district and division in Bengali from bd-commerce's list.
 */
const PRODUCTS = [
  { id: "prod_kiddo", en: "Duranta Kiddo 12", bn: "দুরন্ত কিডো ১২" },
  { id: "prod_bell", en: "Brass Bell", bn: null }, // not translated: stays English
]

function order(overrides: { locale?: string; language?: string; itemTitle?: string } = {}) {
  return {
    id: "order_1",
    display_id: 42,
    email: "karim@example.com",
    currency_code: "bdt",
    total: 25_450,
    item_subtotal: 25_200,
    shipping_total: 250,
    items: [
      // Added on an English page: stored with the English name.
      {
        product_id: "prod_kiddo",
        title: overrides.itemTitle ?? "Duranta Kiddo 12",
        product_title: overrides.itemTitle ?? "Duranta Kiddo 12",
        variant_title: "Duranta Kiddo 12",
        quantity: 2,
        total: 25_000,
      },
      { product_id: "prod_bell", title: "Brass Bell", product_title: "Brass Bell", quantity: 1, total: 200 },
    ],
    shipping_address: { first_name: "করিম", phone: "01712-345678", address_1: "বাড়ি সাত, লেক রোড", address_2: "Dhanmondi", city: "Dhaka", province: "Dhaka" },
    customer: { metadata: overrides.language ? { locale: overrides.language } : {} },
    locale: overrides.locale ?? "bn-BD",
    payment_collections: [],
  }
}

/** Query as send.ts reads it: the order, then its products (translated when asked with the Bangla locale). */
function fakeContainer(row: ReturnType<typeof order>) {
  const sends: { channel: string; data: Record<string, unknown>; content?: { text?: string } }[] = []
  const graph = jest.fn(async ({ entity }: { entity: string }, options?: { locale?: string }) => {
    if (entity === "order") return { data: [row] }
    return { data: PRODUCTS.map((p) => ({ id: p.id, title: options?.locale === "bn-BD" ? (p.bn ?? p.en) : p.en })) }
  })
  const notifications = {
    listNotifications: jest.fn(async () => []),
    createNotifications: jest.fn(async (data: (typeof sends)[number]) => (sends.push(data), { id: "noti_1", status: "success" })),
  }
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() }
  // The shop's identity (its contact line in the email) is read from the store: none set here.
  const store = { listStores: async () => [{ id: "store_1", metadata: {} }] }
  const container = {
    resolve: (key: string) =>
      ({
        [ContainerRegistrationKeys.LOGGER]: logger,
        [ContainerRegistrationKeys.QUERY]: { graph },
        [Modules.NOTIFICATION]: notifications,
        [Modules.STORE]: store,
      })[key],
  } as unknown as MedusaContainer
  return { container, sends, graph, logger }
}

async function notify(row: ReturnType<typeof order>) {
  const fake = fakeContainer(row)
  await notifyOrder(fake.container, { orderId: "order_1", kind: "order-placed", trigger: "order.placed" }, { retryMs: [], storefrontUrl: "https://chaka.test" })
  await notificationsSettled()
  const email = fake.sends.find((send) => send.channel === "email")!
  const sms = fake.sends.find((send) => send.channel === "sms")!
  return { ...fake, mail: renderEmail("order-placed", email.data), sms: sms.content?.text ?? "" }
}

/** What may carry Latin digits in a Bangla message: the order number and the order's link (an identifier and an address). */
const withoutIdentifiers = (text: string) => text.replaceAll("https://chaka.test/my-account/my-order/order_1", "").replaceAll("#42", "")

describe("an order's notice in Bangla", () => {
  it("names each product once in Bangla (English when untranslated), though its line was stored in English", async () => {
    const { mail, graph } = await notify(order())
    expect(graph).toHaveBeenCalledWith(expect.objectContaining({ entity: "product", filters: { id: ["prod_kiddo", "prod_bell"] } }), { locale: "bn-BD" })
    expect(mail.text).toContain("- দুরন্ত কিডো ১২ × ২: ২৫,০০০৳")
    expect(mail.text).toContain("- Brass Bell × ১: ২০০৳")
    expect(mail.text).not.toContain("Duranta")
    expect(mail.html).toContain("দুরন্ত কিডো ১২")
    expect(mail.html).not.toContain("Duranta")
  })

  it("writes the address's thana, district and division in Bengali; the stored road as typed", async () => {
    const { mail } = await notify(order())
    expect(mail.text).toContain("বাড়ি সাত, লেক রোড, ধানমন্ডি, ঢাকা, ঢাকা")
    expect(mail.text).not.toMatch(/Dhanmondi|Dhaka/)
  })

  it("has no Latin digit in the email or the SMS but the order number and its link", async () => {
    const { mail, sms } = await notify(order())
    expect(withoutIdentifiers(mail.text)).not.toMatch(/[0-9]/)
    expect(sms).toContain("#42")
    expect(withoutIdentifiers(sms)).not.toMatch(/[0-9]/)
  })

  it("an English customer's notice of an order placed on a Bangla page names the products in English", async () => {
    const { mail, graph } = await notify(order({ language: "en", itemTitle: "দুরন্ত কিডো ১২" }))
    expect(graph).toHaveBeenCalledWith(expect.objectContaining({ entity: "product" }), {})
    expect(mail.text).toContain("- Duranta Kiddo 12 × 2")
    expect(mail.text).toContain("Dhanmondi, Dhaka, Dhaka")
    expect(mail.text).not.toContain("দুরন্ত")
  })

  it("keeps the stored names when the products cannot be read", async () => {
    const row = order()
    const fake = fakeContainer(row)
    fake.graph.mockImplementation(async ({ entity }: { entity: string }) => {
      if (entity === "order") return { data: [row] }
      throw new Error("database gone")
    })
    await notifyOrder(
      fake.container,
      { orderId: "order_1", kind: "order-placed", trigger: "order.placed" },
      { retryMs: [], storefrontUrl: "https://chaka.test" }
    )
    await notificationsSettled()
    const email = fake.sends.find((send) => send.channel === "email")!
    expect(renderEmail("order-placed", email.data).text).toContain("- Duranta Kiddo 12 × ২")
  })
})

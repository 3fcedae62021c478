import { NOTIFICATION_TEXTS } from "../languages"
import type { OrderTextValues } from "../texts"

/**
 * Every language's notification texts have the English keys and, in each text, the English
 * placeholders: a translation cannot drop the amount to pay or the order's number, nor show a
 * value the English does not. Each text is read through a signature: its keys, and for each
 * function the markers of the values it was given that its result shows.
 */

const MARKS: OrderTextValues = {
  orderNumber: "‹orderNumber›",
  customerName: "‹customerName›",
  total: "‹total›",
  discount: "‹discount›",
  courier: "‹courier›",
  trackingNumber: "‹trackingNumber›",
  orderUrl: "‹orderUrl›",
}
// The texts choose their words by what the order has: each choice is read.
const ORDERS: OrderTextValues[] = [
  MARKS,
  { ...MARKS, courier: null },
  { ...MARKS, trackingNumber: null },
  { ...MARKS, courier: null, trackingNumber: null },
  { ...MARKS, customerName: "" },
  { ...MARKS, discount: null },
]
const MARK = /‹[a-zA-Z]+›/g
const shown = (text: unknown): string[] => [...new Set(String(text).match(MARK) ?? [])].sort()

/** What a function shows of what it is given, by its place in the catalogue. */
function called(path: string, fn: (...args: never[]) => unknown): unknown {
  const call = fn as (...args: unknown[]) => unknown
  if (/\.(money|smsMoney|count)$/.test(path))
    return /^\D*[0-9০-৯][\d০-৯,.]*\D*$/.test(String(call(1_25_000))) ? "a number" : `not a number: ${String(call(1_25_000))}`
  // Not a text: how a courier's name is spelled into an SMS.
  if (path.endsWith(".smsText")) return typeof call("Pathao")
  if (path.endsWith(".greeting")) return [shown(call("‹customerName›")), shown(call(""))]
  if (path.endsWith(".order.heading")) return shown(call("‹orderNumber›"))
  if (path.endsWith(".order.discount")) return [shown(call("‹codes›")), shown(call(""))]
  if (path.endsWith(".order.bkash")) return [shown(call("‹trxId›")), shown(call())]
  return ORDERS.map((order) => {
    const result = call(order)
    return Array.isArray(result) ? result.map(shown) : shown(result)
  })
}

function signature(value: unknown, path = ""): unknown {
  if (typeof value === "function") return called(path, value as (...args: never[]) => unknown)
  if (Array.isArray(value)) return value.map((item, index) => signature(item, `${path}[${index}]`))
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, signature(item, `${path}.${key}`)]))
  return typeof value
}

describe("notification texts", () => {
  const { en, ...others } = NOTIFICATION_TEXTS

  it.each(Object.entries(others))("%s has the English keys, each text with the English placeholders", (_language, texts) => {
    expect(signature(texts)).toEqual(signature(en))
  })

  it("reads the placeholders it compares (a text that shows none would compare nothing)", () => {
    expect(called(".email.order-placed.subject", en.email["order-placed"].subject)).toEqual(ORDERS.map(() => ["‹orderNumber›"]))
    expect(called(".sms.order-placed", en.sms["order-placed"])).toContainEqual([
      ["‹orderNumber›", "‹orderUrl›", "‹total›"],
      ["‹orderNumber›", "‹total›"],
    ])
  })

  it("is written in its language, not copied from the English", () => {
    expect(others.bn.email["order-placed"].heading).toMatch(/^[\u0980-\u09FF ]+$/)
    expect(others.bn.order.total).not.toBe(en.order.total)
  })
})

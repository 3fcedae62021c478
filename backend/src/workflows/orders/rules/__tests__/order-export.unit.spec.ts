import { orderLife } from "@chaka/rules"
import { atDhaka, csvField, orderExportHeader, orderExportLine } from "../order-export"
import { toShopOrder, type StoredShopOrder } from "../shop-orders"

/** A delivered COD order as Query reads it: 2 bikes and a bell, 200 ৳ delivery, 500 ৳ off. */
const stored = (overrides: Partial<StoredShopOrder> = {}): StoredShopOrder => ({
  id: "order_01",
  display_id: 42,
  created_at: "2026-12-05T04:30:00.000Z",
  email: "karim@example.com",
  currency_code: "bdt",
  status: "pending",
  canceled_at: null,
  metadata: { approved_at: "2026-12-05T05:00:00.000Z" },
  customer: { first_name: "Karim", last_name: "Ahmed", email: "karim@example.com" },
  shipping_address: {
    first_name: "Karim",
    last_name: "Ahmed",
    province: "Dhaka",
    city: "Dhaka",
    address_1: "Road 7, Block C",
    address_2: "Mirpur Model",
    phone: "+8801712345678",
  },
  items: [
    { id: "l1", title: "Trail 9", product_title: "Hike Trail 9", product_id: "p1", thumbnail: null, quantity: 2, unit_price: 18_500 },
    { id: "l2", title: "Bell", product_title: 'Bell "Ding"', product_id: "p2", thumbnail: null, quantity: 1, unit_price: 500 },
  ],
  item_subtotal: 37_500,
  item_total: 37_000,
  shipping_subtotal: 200,
  shipping_total: 200,
  total: 37_200,
  fulfillments: [
    {
      canceled_at: null,
      shipped_at: "2026-12-05T08:00:00.000Z",
      delivered_at: "2026-12-06T10:15:00.000Z",
      metadata: { courier: "Pathao" },
      labels: [{ tracking_number: "PX-1234" }],
    },
  ],
  payment_collections: [{ payments: [{ provider_id: "pp_cod_cod", data: {} }] }],
  ...overrides,
})

/** The CSV line read back into header → value (no field here holds a comma inside quotes but the items). */
const row = (order: StoredShopOrder) => {
  const headers = orderExportHeader().split(",")
  const line = orderExportLine(toShopOrder(order))
  const values = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((v) => v.replace(/,$/, ""))
  return Object.fromEntries(headers.map((header, i) => [header, values[i]]))
}

describe("the order export", () => {
  it("says the shop's stage (delivered, not Medusa's pending), the phone, courier, tracking, items and subtotal apart from delivery", () => {
    expect(orderLife(stored()).stage).toBe("delivered")
    expect(row(stored())).toMatchObject({
      Order: "42",
      "Placed (Dhaka time)": "2026-12-05 10:30",
      Status: "delivered",
      Customer: "Karim Ahmed",
      Phone: "'+8801712345678",
      Items: '"Hike Trail 9 × 2; Bell ""Ding"" × 1"',
      Quantity: "3",
      Subtotal: "37500",
      Discount: "500",
      Delivery: "200",
      Total: "37200",
      Currency: "BDT",
      Payment: "Cash on delivery",
      Courier: "Pathao",
      "Tracking number": "PX-1234",
      "Shipped (Dhaka time)": "2026-12-05 14:00",
      "Delivered (Dhaka time)": "2026-12-06 16:15",
      "Canceled (Dhaka time)": "",
      "Order ID": "order_01",
    })
  })

  it("a bKash order carries its transaction; a placed one has no courier or dates yet", () => {
    const bkash = stored({
      metadata: null,
      fulfillments: [],
      payment_collections: [{ payments: [{ provider_id: "pp_bkash_bkash", data: { trxID: "TRX9" } }] }],
    })
    expect(row(bkash)).toMatchObject({
      Status: "placed",
      Payment: "bKash",
      "bKash transaction": "TRX9",
      Courier: "",
      "Tracking number": "",
      "Approved (Dhaka time)": "",
    })
  })

  it("fields a spreadsheet would run as formulas are written as text; commas, quotes and line breaks are quoted", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvField("-2+3")).toBe("'-2+3")
    expect(csvField("Road 7, Block C")).toBe('"Road 7, Block C"')
    expect(csvField("two\nlines")).toBe('"two\nlines"')
    expect(csvField(-5)).toBe("-5")
    expect(csvField("করিম")).toBe("করিম")
  })

  it("dates in Dhaka time; none is empty", () => {
    expect(atDhaka("2026-12-05T18:30:00Z")).toBe("2026-12-06 00:30")
    expect([atDhaka(null), atDhaka("not a date")]).toEqual(["", ""])
  })
})

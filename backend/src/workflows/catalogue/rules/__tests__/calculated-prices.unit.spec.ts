import { calculatedPrices } from "../calculated-prices"

/**
 * What a card shows from Medusa's calculated price: a sale price list's price with the original
 * struck out and the list's end; an override list's price alone; a variant without a price left out.
 */
type Graph = { entity: string; filters?: { id?: string[] } }

const CALCULATED: Record<string, unknown> = {
  variant_sale: { calculated_amount: 17_500, original_amount: 20_000, calculated_price: { price_list_id: "plist_eid", price_list_type: "sale" } },
  variant_open_sale: { calculated_amount: 900, original_amount: 1_000, calculated_price: { price_list_id: "plist_open", price_list_type: "sale" } },
  variant_override: { calculated_amount: 15_000, original_amount: 15_000, calculated_price: { price_list_id: "plist_b2b", price_list_type: "override" } },
  variant_plain: { calculated_amount: 12_000, original_amount: 12_000, calculated_price: { price_list_id: null, price_list_type: null } },
  variant_unpriced: null,
}

const query = {
  graph: async ({ entity, filters }: Graph) => {
    if (entity === "region") return { data: [{ id: "reg_bd" }] }
    if (entity === "product_variant") return { data: (filters?.id ?? []).map((id) => ({ id, calculated_price: CALCULATED[id] })) }
    if (entity === "price_list") {
      const lists = [
        { id: "plist_eid", ends_at: new Date("2026-04-02T18:00:00.000Z") },
        { id: "plist_open", ends_at: null },
      ]
      return { data: lists.filter((list) => filters?.id?.includes(list.id)) }
    }
    throw new Error(`unexpected ${entity}`)
  },
} as unknown as Parameters<typeof calculatedPrices>[0]

describe("calculatedPrices", () => {
  it("gives a sale's price, the regular price it lowers and the sale's end", async () => {
    const prices = await calculatedPrices(query, Object.keys(CALCULATED), { regionName: "Bangladesh", currencyCode: "bdt" })
    expect(Object.fromEntries(prices)).toEqual({
      variant_sale: { price: 17_500, regular: 20_000, saleEndsAt: "2026-04-02T18:00:00.000Z" },
      variant_open_sale: { price: 900, regular: 1_000, saleEndsAt: null },
      variant_override: { price: 15_000, regular: 15_000, saleEndsAt: null },
      variant_plain: { price: 12_000, regular: 12_000, saleEndsAt: null },
    })
  })

  it("asks for no price list when nothing is on sale", async () => {
    const prices = await calculatedPrices(query, ["variant_plain"], { regionName: "Bangladesh", currencyCode: "bdt" })
    expect(prices.get("variant_plain")).toEqual({ price: 12_000, regular: 12_000, saleEndsAt: null })
  })
})

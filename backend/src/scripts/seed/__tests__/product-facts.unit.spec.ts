import { applyFactsChange, NO_FACTS, SaveProductFacts } from "../../../workflows/products/facts/rules"
import { PRODUCTS } from "../catalogue"
import { SEEDED_FACT_HANDLES, seedFactsOf } from "../product-facts"

const parse = (body: unknown) => SaveProductFacts.safeParse(body)

describe("the demo bicycles' facts", () => {
  it("seeds every demo bicycle with facts the admin's rules accept, and no accessory", () => {
    const bicycles = PRODUCTS.filter((product) => product.type !== undefined).map((product) => product.handle)
    expect([...SEEDED_FACT_HANDLES].sort()).toEqual([...bicycles].sort())
    for (const handle of SEEDED_FACT_HANDLES) {
      const facts = seedFactsOf(handle)!
      expect(parse(facts).success).toBe(true)
      expect(applyFactsChange(NO_FACTS, facts).ok).toBe(true)
    }
  })
})

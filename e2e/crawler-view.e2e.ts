import { expect, type APIRequestContext } from "@playwright/test"
import Validator from "@adobe/structured-data-validator"
import WebAutoExtractor from "@marbec/web-auto-extractor"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { takeAway, type Made } from "./store-api"
import { bicycleWithFacts, deliveredToDemoCustomer, demoCustomerReviews, TEST_FACTS } from "./reviewed-bicycle"

// The crawler's view of a product page (issue 56): the HTML the storefront's server sends, read
// without any script (Playwright's `request`, no browser), carries the bicycle's facts, its
// rating and structured data that passes Google's rich-result rules for Product, Offer,
// AggregateRating, Review and BreadcrumbList, as @adobe/structured-data-validator checks them
// on what @marbec/web-auto-extractor reads from the page (the pair Adobe's validator documents).
test.describe.configure({ mode: "serial" })

registerCatalogue("bn", bangla)
const { storefront, backend } = sharedStoreShop()
const made: Made = { orders: [], products: [], emails: [] }
test.afterAll(() => takeAway(backend(), made))

const REVIEW = { rating: 4.5, description: "Light, quick gears and the brakes bite in the rain." }
let bicycle: { title: string; productId: string; variantId: string }

test.beforeAll(async () => {
  bicycle = await bicycleWithFacts(backend(), made, "Crawler Ridge 27.5")
  await deliveredToDemoCustomer(backend(), bicycle.variantId)
  await demoCustomerReviews(backend(), bicycle.productId, REVIEW)
})

/** The page as served, its readable text (scripts and tags taken out) and its structured data as a crawler extracts it. */
async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(storefront(path), { maxRedirects: 0 })
  const html = await response.text()
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html)
  return { status: response.status(), html, text, extracted }
}

for (const locale of ["en", "bn"] as const) {
  test(`a product page's HTML without scripts (${locale}) carries the spec table, the rating and JSON-LD valid for Google's Product rich result`, async ({
    request,
  }) => {
    const m = messagesFor(locale)
    const page = await crawl(request, `${locale === "bn" ? "/bn" : ""}/products/${bicycle.productId}`)
    expect(page.status).toBe(200)

    // The facts: the spec table's rows, named in the page's language.
    expect(page.html).toContain('data-testid="product-specs"')
    expect(page.text).toContain(m.productFacts.title)
    for (const key of ["frame_size", "frame_material", "wheel_size", "gears", "brakes", "weight", "warranty"]) expect(page.html).toContain(`data-fact="${key}"`)
    expect(page.text).toContain(m.productFacts.warrantyBoth(m.productFacts.years(5), m.productFacts.years(1)))

    // The rating: the average, the count and the review with its "verified purchase" mark.
    expect(page.html).toContain('data-testid="rating-summary"')
    expect(page.text).toContain(m.productReviews.count(1))
    expect(page.text).toContain(REVIEW.description)
    expect(page.text).toContain(m.productReviews.verified)

    // The JSON-LD: one Product with its offer in taka, its facts, its rating and review.
    const products = page.extracted.jsonld.Product ?? []
    expect(products).toHaveLength(1)
    const product = products[0] as Record<string, any>
    expect(product.name).toBeTruthy()
    expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: "BDT" })
    expect(product.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: REVIEW.rating, reviewCount: 1 })
    expect(product.review).toEqual([
      expect.objectContaining({ "@type": "Review", reviewBody: REVIEW.description, reviewRating: expect.objectContaining({ ratingValue: REVIEW.rating }) }),
    ])
    expect(product.weight).toMatchObject({ value: TEST_FACTS.weight_kg, unitCode: "KGM" })
    const properties = (product.additionalProperty as { name: string; value?: unknown }[]).map((p) => [p.name, p.value])
    expect(properties).toEqual(
      expect.arrayContaining([
        [m.productFacts.wheelSize, TEST_FACTS.wheel_size_in],
        [m.productFacts.gears, TEST_FACTS.gears],
      ])
    )
    expect(page.extracted.jsonld.BreadcrumbList).toHaveLength(1)

    // Valid: no error by Google's rich-result rules for any type on the page.
    const errors = async (extracted: unknown) =>
      (await new Validator().validate(extracted)).filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage)
    expect(await errors(page.extracted)).toEqual([])
    // The same checker refuses the page's Product with a rating out of range and no price: it does check.
    const broken = { ...product, aggregateRating: { ...product.aggregateRating, ratingValue: 7 }, offers: { "@type": "Offer" } }
    expect((await errors({ ...page.extracted, jsonld: { Product: [broken] } })).length).toBeGreaterThanOrEqual(2)
  })
}

import { expect, type APIRequestContext } from "@playwright/test"
import { CATEGORIES, DEMO_CUSTOMER, PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { taka } from "./shopper"
import { adminOn, backendCall, shopConfig, storeGet } from "./store-api"
import { CURRENCY_CODE } from "@chaka/rules"

// What a search engine's crawler and a share preview (Facebook, Messenger, X) read: the HTML
// the storefront's server sends, before any script runs. No browser: Playwright's `request`.
test.describe.configure({ mode: "serial" })

// The shopper's shop, shared with storefront.e2e.ts.
const { storefront, backend } = sharedStoreShop()

type Json = Record<string, any>
type Page = { status: number; html: string; head: string; text: string; jsonLd: Json[]; meta: (key: string) => string | undefined; canonical?: string }

const unescapeHtml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }
    if (code[0] !== "#") return named[code.toLowerCase()] ?? entity
    return String.fromCodePoint(code[1].toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
  })

/** A tag's attributes, unescaped. */
const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), unescapeHtml(value)]))

/**
 * A page as served: its head; the text a reader sees in the body with every script taken out
 * (so the app's data for hydration does not count); its meta tags, canonical link and
 * JSON-LD blocks, each parsed with JSON.parse.
 */
async function read(request: APIRequestContext, path: string): Promise<Page> {
  const response = await request.get(storefront(path), { maxRedirects: 0 })
  const html = await response.text()
  const head = html.slice(0, html.indexOf("</head>"))
  const body = html.slice(html.indexOf("</head>"))
  const text = unescapeHtml(body.replace(/<script\b[\s\S]*?<\/script>/gi, " ").replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ")
  const metas = [...head.matchAll(/<meta\b[^>]*>/gi)].map(([tag]) => attributes(tag))
  const canonical = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag)).find((link) => link.rel === "canonical")?.href
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map(([, json]) => JSON.parse(json) as Json)
  const meta = (key: string) => metas.find((tag) => tag.property === key || tag.name === key)?.content
  return { status: response.status(), html, head, text, jsonLd, meta, canonical }
}

const ofType = (page: Page, type: string) => page.jsonLd.filter((block) => block["@type"] === type)

/** The shop's own address of a picture the backend stores (…/static/…): its path. */
const staticPath = (url: string) => new URL(url).pathname

const MAGMA = PRODUCTS.find((p) => p.handle === "bianchi-magma-9-2")!

test("a product page arrives rendered: name, price, picture, share tags, canonical link, and JSON-LD Product (Offer in BDT) and BreadcrumbList", async ({
  request,
}) => {
  const { products } = await storeGet<{ products: { id: string; images: { url: string }[] }[] }>(
    backend(),
    `/store/products?handle=${MAGMA.handle}&fields=id,*images`
  )
  const { id, images } = products[0]
  const path = `/products/${id}`
  const picture = staticPath(images[0].url)
  const page = await read(request, path)
  expect(page.status).toBe(200)

  expect(page.head).toContain(`<title>${MAGMA.title}`)
  expect(page.text).toContain(MAGMA.title)
  expect(page.text).toContain(taka(MAGMA.price))
  expect(page.html).toMatch(new RegExp(`<img [^>]*src="${picture}"`))
  expect(page.meta("description")).toContain(MAGMA.title)

  expect(page.canonical).toBe(storefront(path))
  expect(page.meta("og:type")).toBe("product")
  expect(page.meta("og:title")).toBe(MAGMA.title)
  expect(page.meta("og:url")).toBe(storefront(path))
  expect(page.meta("og:image")).toBe(storefront(picture))
  expect(page.meta("twitter:card")).toBe("summary_large_image")
  expect(page.meta("twitter:image")).toBe(storefront(picture))

  const [product] = ofType(page, "Product")
  expect(product).toMatchObject({ "@context": "https://schema.org", name: MAGMA.title, image: [storefront(picture)] })
  expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: CURRENCY_CODE.toUpperCase(), url: storefront(path) })
  expect(Number(product.offers.price)).toBe(MAGMA.price)
  expect(product.offers.availability).toBe(MAGMA.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock")

  const [trail] = ofType(page, "BreadcrumbList")
  const crumbs = trail.itemListElement as Json[]
  expect(crumbs[0]).toMatchObject({ position: 1, item: storefront("/") })
  expect(crumbs.at(-1)).toMatchObject({ position: crumbs.length, name: MAGMA.title, item: storefront(path) })
})

test("the canonical address and share tags follow the host name the shop is opened at", async ({ request }) => {
  const page = await request.get(storefront("/shop", "127.0.0.1"))
  const html = await page.text()
  expect(html).toContain(`<link rel="canonical" href="${storefront("/shop", "127.0.0.1")}"/>`)
  expect(html).not.toContain(storefront("/shop"))
})

test("a category page arrives with that category's products, its canonical link and breadcrumbs", async ({ request }) => {
  const category = CATEGORIES.find((c) => c.name === "City and Hybrid")!
  const titles = PRODUCTS.filter((p) => category.children.some((child) => child.handle === p.category)).map((p) => p.title)
  const path = `/shop/${encodeURIComponent(category.name)}`
  const page = await read(request, path)
  expect(page.status).toBe(200)
  expect(page.head).toContain(`<title>${category.name}`)
  expect(page.canonical).toBe(storefront(path))
  expect(page.meta("og:title")).toBe(category.name)

  const cards = [...page.html.matchAll(/class="product-card__title"[^>]*>([^<]+)</g)].map(([, title]) => unescapeHtml(title))
  expect(cards.length).toBeGreaterThan(0)
  expect(titles).toEqual(expect.arrayContaining(cards))
  for (const title of cards) expect(page.text).toContain(title)

  const [trail] = ofType(page, "BreadcrumbList")
  expect((trail.itemListElement as Json[]).at(-1)).toMatchObject({ name: category.name, item: storefront(path) })
})

test("the home page arrives with the latest products' names and the shop's share tags", async ({ request }) => {
  const home = await request.get(storefront("/storefront/home"))
  const latest = ((await home.json()) as { latest_products: { title: string }[] }).latest_products.map((p) => p.title)
  expect(latest.length).toBeGreaterThan(0)
  const page = await read(request, "/")
  expect(page.status).toBe(200)
  for (const title of latest) expect(page.text).toContain(title)
  expect(page.canonical).toBe(storefront("/"))
  expect(page.meta("og:type")).toBe("website")
  expect(page.meta("og:title")).toBeTruthy()
  expect(page.meta("description")).toBeTruthy()
})

test("/sitemap.xml lists a product the admin published a moment ago, and no longer once it is deleted", async ({ request }) => {
  const admin = await adminOn(backend())
  // Published in the shop's sales channel: the one the storefront's publishable key sells through.
  const { publishable_key } = await shopConfig(backend())
  const [key] = (await admin("GET", `/admin/api-keys?token=${publishable_key}&fields=id,*sales_channels`)).api_keys
  const [channel] = key.sales_channels
  const [profile] = (await admin("GET", "/admin/shipping-profiles?type=default&fields=id")).shipping_profiles

  const title = `Chaka Sitemap Tourer ${Date.now() % 100000}`
  const { product } = await admin("POST", "/admin/products?fields=id", {
    title,
    status: "published",
    sales_channels: [{ id: channel.id }],
    shipping_profile_id: profile.id,
    options: [{ title: "Default option", values: ["Default option value"] }],
    variants: [
      { title, manage_inventory: false, options: { "Default option": "Default option value" }, prices: [{ amount: 21500, currency_code: CURRENCY_CODE }] },
    ],
  })
  const entry = `<loc>${storefront(`/products/${product.id}`)}</loc>`
  const sitemap = async () => {
    const response = await request.get(storefront("/sitemap.xml"))
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toMatch(/xml/)
    return response.text()
  }
  try {
    await expect.poll(sitemap).toContain(entry)
    const xml = await sitemap()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    for (const path of ["/", "/shop", "/news", `/shop/${encodeURIComponent("City and Hybrid")}`]) expect(xml).toContain(`<loc>${storefront(path)}</loc>`)
    // Both languages: the Bangla address of every page, each <url> naming the other as its alternate.
    for (const path of ["/bn", "/bn/shop", "/bn/news", `/bn/products/${product.id}`]) expect(xml).toContain(`<loc>${storefront(path)}</loc>`)
    const bangla = xml.split("\n").find((line) => line.includes(`<loc>${storefront(`/bn/products/${product.id}`)}</loc>`))!
    expect(bangla).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${storefront(`/products/${product.id}`)}"/>`)
    expect(bangla).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${storefront(`/bn/products/${product.id}`)}"/>`)
    // Its page is there at once too.
    const page = await read(request, `/products/${product.id}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(title)
    expect(page.text).toContain(taka(21500))
  } finally {
    await admin("DELETE", `/admin/products/${product.id}`)
  }
  await expect.poll(sitemap).not.toContain(entry)
})

test("each page names itself canonical in its own language and its pair in the other with hreflang, both ways", async ({ request }) => {
  const [{ id }] = (await storeGet<{ products: { id: string }[] }>(backend(), "/store/products?limit=1&fields=id")).products
  for (const path of ["/", "/shop", `/products/${id}`, `/shop/${encodeURIComponent("City and Hybrid")}`, "/news"]) {
    const banglaPath = path === "/" ? "/bn" : `/bn${path}`
    for (const [address, lang] of [
      [path, "en"],
      [banglaPath, "bn"],
    ] as const) {
      const page = await read(request, address)
      expect({ address, status: page.status }).toEqual({ address, status: 200 })
      expect(page.html).toMatch(new RegExp(`<html lang="${lang}"`))
      expect(page.canonical, address).toBe(storefront(address))
      const alternates = [...page.head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag)).filter((link) => link.rel === "alternate")
      expect(Object.fromEntries(alternates.map((link) => [link.hreflang, link.href])), address).toEqual({
        en: storefront(path),
        bn: storefront(banglaPath),
        "x-default": storefront(path),
      })
    }
  }
})

test("an unknown product and an unknown address answer 404 with the 404 page", async ({ request }) => {
  for (const path of ["/products/prod_nope", "/no/such/page"]) {
    const page = await read(request, path)
    expect({ path, status: page.status }).toEqual({ path, status: 404 })
    expect(page.text).toContain("404 page")
  }
})

test("/robots.txt closes the admin, account and checkout screens to crawlers and names the sitemap", async ({ request }) => {
  const response = await request.get(storefront("/robots.txt"))
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
  const lines = (await response.text()).split("\n").map((line) => line.trim())
  expect(lines).toContain("User-agent: *")
  for (const path of ["/admin", "/my-account", "/place-order", "/bn/admin", "/bn/my-account", "/bn/place-order", "/language/"])
    expect(lines).toContain(`Disallow: ${path}`)
  expect(lines).toContain(`Sitemap: ${storefront("/sitemap.xml")}`)
})

test("a made-up category or a search is shown to shoppers but kept out of the index; only pages that are the same for everyone are shared by a cache", async ({
  request,
}) => {
  const unknown = await read(request, "/shop/Unicycles")
  expect(unknown.status).toBe(404)
  expect(unknown.text).toContain("There is no product")
  expect(unknown.meta("robots")).toBe("noindex")
  const search = await read(request, "/search?q=helmet")
  expect(search.status).toBe(200)
  expect(search.meta("robots")).toBe("noindex")
  // The shop's old search addresses move to the results page.
  expect((await read(request, "/shop?q=helmet")).status).toBe(301)
  const known = await read(request, `/shop/${encodeURIComponent(CATEGORIES[0].name)}`)
  expect(known.status).toBe(200)
  expect(known.meta("robots")).toBeUndefined()
  // A visitor's news page may be kept by a CDN; the 404 of a made-up category may not.
  const response = await request.get(storefront("/news"))
  expect(response.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/)
  expect(response.headers()["vary"]).toMatch(/\bCookie\b/)
  const missing = await request.get(storefront("/shop/Unicycles"))
  expect(missing.headers()["cache-control"]).not.toMatch(/public/)
  // A screen rendered for its reader alone is private.
  expect((await request.get(storefront("/log-in"))).headers()["cache-control"]).toBe("private, no-cache")
})

test("the shop's session is its own cookie: the Medusa dashboard's session on the same host opens nothing in the shop", async () => {
  const { publishable_key } = await shopConfig(backend())
  const { token } = await backendCall(backend(), "POST", "/auth/customer/emailpass", { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
  // Signed in through the shop's origin: the session comes back as chaka.sid, httpOnly.
  const started = await fetch(storefront("/auth/session"), { method: "POST", headers: { authorization: `Bearer ${token}` } })
  const setCookie = started.headers.get("set-cookie") ?? ""
  expect(setCookie).toMatch(/^chaka\.sid=[^;]+;.*HttpOnly/i)
  expect(setCookie).not.toMatch(/connect\.sid|;\s*Secure/i)
  const shopCookie = setCookie.split(";")[0]
  const me = (cookie: string) => fetch(storefront("/store/customers/me?fields=email"), { headers: { cookie, "x-publishable-api-key": publishable_key } })
  expect((await me(shopCookie)).status).toBe(200)
  // The same session under the backend's own name (what the dashboard on :9000 would hold) is not the shop's.
  expect((await me(shopCookie.replace(/^chaka\.sid=/, "connect.sid="))).status).toBe(401)
  // Behind a TLS proxy that says https, the cookie is Secure.
  const overHttps = await fetch(storefront("/auth/session"), { method: "POST", headers: { authorization: `Bearer ${token}`, "x-forwarded-proto": "https" } })
  expect(overHttps.headers.get("set-cookie")).toMatch(/^chaka\.sid=.*;\s*Secure/i)
})

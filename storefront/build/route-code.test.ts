import type { Rollup } from "vite"
import { afterEach, describe, expect, it } from "vitest"
import { routeCodeScript } from "./route-code"

const chunk = (fileName: string, facadeModuleId: string, imports: string[] = []) =>
  ({ type: "chunk", fileName, facadeModuleId: `/work/storefront/${facadeModuleId}`, imports, isEntry: false }) as unknown as Rollup.OutputChunk

const bundle = Object.fromEntries(
  [
    chunk("assets/index-A.js", "index.html", ["assets/vendor-B.js"]),
    chunk("assets/shop-C.js", "src/app/routes/shop.tsx", ["assets/index-A.js", "assets/get-facets-D.js"]),
    chunk("assets/product-E.js", "src/app/routes/product.tsx", ["assets/index-A.js", "assets/vendor-B.js", "assets/availability-F.js"]),
  ].map((c) => [c.fileName, c])
) as Rollup.OutputBundle

/** The page's head after index.html's script has run at `path`: the module preloads it added. */
function preloadsAt(path: string): string[] {
  window.history.replaceState(null, "", path)
  const { children } = routeCodeScript(bundle, new Set(["assets/index-A.js", "assets/vendor-B.js"]))
  new Function(children as string)()
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")!)
}

describe("index.html's early screen code", () => {
  afterEach(() => document.head.replaceChildren())

  it("fetches the shop screen's own files on /shop and a category page, not what the page loads anyway", () => {
    expect(preloadsAt("/shop?brand=Hike")).toEqual(["/assets/shop-C.js", "/assets/get-facets-D.js"])
    document.head.replaceChildren()
    expect(preloadsAt("/shop/Mountain%20bikes")).toEqual(["/assets/shop-C.js", "/assets/get-facets-D.js"])
  })

  it("fetches the product screen's files on a product page", () => {
    expect(preloadsAt("/products/prod_01")).toEqual(["/assets/product-E.js", "/assets/availability-F.js"])
  })

  it("fetches nothing on other pages", () => {
    for (const path of ["/", "/news", "/shop/a/b", "/products", "/my-account/profile"]) expect(preloadsAt(path)).toEqual([])
  })

  it("stops the build when a screen it names is missing", () => {
    const { ["assets/product-E.js"]: _product, ...withoutProduct } = bundle
    expect(() => routeCodeScript(withoutProduct, new Set())).toThrow("src/app/routes/product.tsx is missing from the build")
  })
})

// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { ServerBuild } from "react-router"
import { keptQuery, pageRoutes, pageRule } from "./page-key"

const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: unknown, index?: boolean) => ({
  id,
  parentId,
  path,
  index,
  module: { handle },
})
const build = {
  routes: {
    root: route("root", undefined, ""),
    layout: route("layout", "root", undefined),
    home: route("home", "layout", undefined, { pageCache: { params: [] } }, true),
    shop: route("shop", "layout", "shop", { pageCache: { params: ["page", "brand"] } }),
    account: route("account", "layout", "my-account"),
  },
} as unknown as ServerBuild

describe("page keys", () => {
  const routes = pageRoutes(build)

  it("knows the pages shared with visitors by their routes' handle", () => {
    expect(pageRule(routes, "/")).toEqual({ params: [] })
    expect(pageRule(routes, "/shop")).toEqual({ params: ["page", "brand"] })
    expect(pageRule(routes, "/my-account")).toBeUndefined()
    expect(pageRule(routes, "/unknown")).toBeUndefined()
    // React Router's own requests for a navigation's data and its manifest are not pages.
    expect(pageRule(routes, "/shop.data")).toBeUndefined()
    expect(pageRule(routes, "/__manifest")).toBeUndefined()
  })

  it("keeps only the parameters a page reads, in one order", () => {
    const rule = { params: ["page", "brand"] }
    const kept = (query: string) => keptQuery(new URLSearchParams(query), rule)
    expect(kept("utm_source=fb&fbclid=x&gclid=y")).toBe("")
    expect(kept("page=2&brand=Hike&x=<script>")).toBe("?brand=Hike&page=2")
    expect(kept("brand=Hike&page=2")).toBe(kept("page=2&utm_campaign=eid&brand=Hike"))
    expect(kept("page=2&page=3&page=2")).toBe("?page=2")
  })
})

import { describe, expect, it } from "vitest"
import { hydrateAfterPaint } from "./hydrate-after-paint.server"

// The end of a document as React Router 7 renders it (trimmed manifest).
const page = (nonce: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>Helmets</h1><img src="/static/helmet.webp"/></main>` +
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/chunk.js" nonce="${nonce}"/>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = new ReadableStream({});</script>` +
  `<script nonce="${nonce}" type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/shop.js";\n` +
  `  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/shop":route1};\n\nimport("/assets/entry.client.js");</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>`

const tags = (html: string) => html.match(/<[a-z]+\b/g)

describe("hydrateAfterPaint (the page's scripts start after its first paint)", () => {
  const html = hydrateAfterPaint(page("n0nce"), "n0nce")

  it("leaves no script or preload that starts before the page is painted", () => {
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<script nonce="n0nce" type="text/plain" async=""></script>')
  })

  it("keeps every element React will hydrate, in order, and the page's content untouched", () => {
    expect(tags(html)).toEqual(tags(page("n0nce")))
    expect(html).toContain('<main><h1>Helmets</h1><img src="/static/helmet.webp"/></main>')
  })

  it("imports the route modules, sets React Router's globals and imports the entry, after the next paint", () => {
    const context = /<script nonce="n0nce">(window\.__reactRouterContext = [\s\S]*?)<\/script>/.exec(html)![1]
    expect(context).toContain('Promise.all([import("/assets/root.js"),import("/assets/shop.js")]).then(([route0,route1])=>{')
    expect(context).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/shop":route1}')
    expect(context).toContain('import("/assets/entry.client.js")')
    expect(context).toContain("requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000)")
    // Then every chunk is fetched at once: the inert preloads become modulepreloads.
    expect(context).toContain(`link[rel="prefetch-after-paint"]`)
    expect(context.indexOf("link.rel='modulepreload'")).toBeLessThan(context.indexOf("Promise.all("))
    // The starter is valid JavaScript.
    expect(() => new Function(context)).not.toThrow()
  })

  it("leaves a document whose module script has another static import as it is (a classic script could not run it)", () => {
    const withManifestImport = page("n0nce").replace(";\nimport * as route0", ';\nimport "/assets/manifest.js";\nimport * as route0')
    expect(hydrateAfterPaint(withManifestImport, "n0nce")).toBe(withManifestImport)
  })

  it("leaves a document it does not recognise (another nonce, no module script) as it is", () => {
    expect(hydrateAfterPaint(page("other"), "n0nce")).toBe(page("other"))
    expect(hydrateAfterPaint("<html><body><h1>404 page</h1></body></html>", "n0nce")).toBe("<html><body><h1>404 page</h1></body></html>")
  })
})

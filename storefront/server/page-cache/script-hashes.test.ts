// @vitest-environment node
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { inlineScriptHashes, withScriptHashes } from "./script-hashes"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`

describe("inlineScriptHashes", () => {
  it("hashes the render's own scripts only: not one smuggled into the page, not data blocks", () => {
    const html = [
      `<script nonce="n0nce">window.__reactRouterContext = {}</script>`,
      `<script nonce="n0nce" type="module">import("/assets/entry.js")</script>`,
      `<script>alert("from a product description")</script>`,
      `<script nonce="guess">alert(1)</script>`,
      `<script nonce="n0nce" type="application/ld+json">{"@type":"Product"}</script>`,
    ].join("")
    expect(inlineScriptHashes(html, "n0nce")).toEqual([sha("window.__reactRouterContext = {}"), sha(`import("/assets/entry.js")`)])
  })

  it("puts the hashes in script-src in place of the nonce, leaving the other directives", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-replaced-per-page';object-src 'none'"
    expect(withScriptHashes(policy, ["'sha256-abc'"])).toBe("default-src 'self';script-src 'self' 'sha256-abc';object-src 'none'")
  })
})

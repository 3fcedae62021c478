// @vitest-environment node
import { Writable } from "node:stream"
import { createElement } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { withoutStreamPadding } from "./stream-padding.server"

/** The page's bytes as React streams them, each chunk passed through `keep`. */
function render(words: string[], keep: (chunk: Buffer) => Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const { pipe } = renderToPipeableStream(
      createElement(
        "ul",
        null,
        words.map((word, index) => createElement("li", { key: index }, word))
      ),
      {
        onAllReady() {
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(keep(chunk))
                callback()
              },
              final(callback) {
                resolve(Buffer.concat(chunks).toString("utf8"))
                callback()
              },
            })
          )
        },
        onShellError: reject,
      }
    )
  })
}

describe("React's stream padding", () => {
  // Short Bangla texts, as a page has them (React copies short strings into its 2 KB view): some
  // three-byte letter lands across the view's end, the case that padded the page with NULs.
  const words = "সারা বাংলাদেশে ক্যাশ অন ডেলিভারি পাম্প ও টুলস".split(" ")
  const pages = [0, 1, 2].map((shift) => ["a".repeat(shift + 1), ...Array.from({ length: 300 }, (_, i) => words[i % words.length])])

  it("is there without the fix (so this test can fail)", async () => {
    const rendered = await Promise.all(pages.map((text) => render(text, (chunk) => chunk)))
    expect(rendered.some((html) => html.includes("\0"))).toBe(true)
  })

  it("is gone with it, and the Bangla reads whole", async () => {
    for (const text of pages) {
      const html = await render(text, withoutStreamPadding)
      expect(html).not.toContain("\0")
      expect(html).toBe(`<ul>${text.map((word) => `<li>${word}</li>`).join("")}</ul>`)
    }
  })
})

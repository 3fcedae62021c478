import "@testing-library/jest-dom/vitest"
import { cleanup } from "@testing-library/react"
import { afterEach } from "vitest"
import { resetShop } from "../lib/medusa"

afterEach(() => {
  cleanup()
  // A signed-in test leaves the browser marked signed in; the next test starts as a visitor.
  resetShop()
  // (Build-tool tests run without a DOM.)
  if (typeof window !== "undefined") window.localStorage.clear()
})

// jsdom has no media queries: tests see a wide screen (no query matches), as browsers at 1280 px do.
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList
}

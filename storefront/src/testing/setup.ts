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

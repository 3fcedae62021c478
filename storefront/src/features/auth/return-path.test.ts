import { describe, expect, it } from "vitest"
import { returnPath } from "./return-path"

describe("the page a sign-in goes back to (?returnTo=)", () => {
  it("is a path on this shop, its query kept", () => {
    expect(returnPath("/my-account/profile")).toBe("/my-account/profile")
    expect(returnPath("/place-order/prod_1?quantity=2")).toBe("/place-order/prod_1?quantity=2")
  })

  it.each([
    "//evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/bn//evil.example",
    "/bn/.//evil.example",
    "/bn/%2e//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
    undefined,
  ])("is none for %j (another host, a scheme, not a path)", (value) => expect(returnPath(value)).toBeUndefined())

  it("is none for the sign-in pages themselves", () => {
    expect(returnPath("/log-in")).toBeUndefined()
    expect(returnPath("/sign-up?returnTo=%2F")).toBeUndefined()
    expect(returnPath("/bn/log-in")).toBeUndefined()
  })

  it("is said without the language prefix (navigate and redirect add the page's)", () => {
    expect(returnPath("/bn/my-account/profile?tab=1")).toBe("/my-account/profile?tab=1")
    expect(returnPath("/bn")).toBe("/")
  })
})

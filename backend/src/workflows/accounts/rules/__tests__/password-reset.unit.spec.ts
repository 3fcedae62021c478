import { passwordResetUrl } from "../password-reset"

describe("passwordResetUrl", () => {
  it("points at the storefront's reset page with the token and email escaped", () => {
    const url = new URL(passwordResetUrl("https://chaka.shop/", "a.b+c/d", "rahim+1@example.com"))
    expect(url.origin + url.pathname).toBe("https://chaka.shop/reset-password")
    expect(url.searchParams.get("token")).toBe("a.b+c/d")
    expect(url.searchParams.get("email")).toBe("rahim+1@example.com")
  })

  it("keeps the storefront's own path when it is served under one", () => {
    expect(passwordResetUrl("http://localhost:8000/shop", "t", "a@b.co")).toBe("http://localhost:8000/shop/reset-password?token=t&email=a%40b.co")
  })
})

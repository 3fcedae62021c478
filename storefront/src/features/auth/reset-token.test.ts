import { describe, expect, it } from "vitest"
import { resetTokenEmail } from "./reset-token"

const part = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
const jwt = (payload: object) => `${part({ alg: "HS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`

describe("resetTokenEmail", () => {
  it("reads the account's email from the token, not from the link's text", () => {
    expect(resetTokenEmail(jwt({ entity_id: "rahim@example.com", provider: "emailpass" }))).toBe("rahim@example.com")
    expect(resetTokenEmail(jwt({ entity_id: "rónán.ä@example.com" }))).toBe("rónán.ä@example.com")
  })

  it("gives null for a damaged or foreign token", () => {
    for (const token of [null, "", "abc", "a.b.c", "a.%%%.c", jwt({ entity_id: 42 }), jwt({ sub: "x@example.com" }), jwt({ entity_id: "no-at-sign" })]) {
      expect(resetTokenEmail(token)).toBeNull()
    }
  })
})

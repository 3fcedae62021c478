import http from "node:http"
import type { AddressInfo } from "node:net"
import { messages } from "../../messages"
import { withLocaleCheck } from "../edge-check"
import { BANGLA, localesInUrl, readLocale, requestLocale } from "../locale"

describe("a request's language", () => {
  it("is English when absent or English in any spelling, Bangla for bn-BD in any letter case", () => {
    for (const english of [[], [""], ["en"], ["EN"], ["en-US"], ["en-gb"]]) expect(readLocale(english)).toEqual({ ok: true, locale: undefined })
    for (const bangla of ["bn-BD", "BN-bd", "bn-bd"]) expect(readLocale([bangla])).toEqual({ ok: true, locale: BANGLA })
  })

  it("refuses anything else without repeating it", () => {
    for (const bad of ["xx", "bn", "fr-FR", "bn-BD ", "x".repeat(1024 * 1024)]) {
      expect(readLocale([bad])).toEqual({ ok: false, problem: messages.localeInvalid(BANGLA) })
    }
    expect(readLocale(["bn-BD", "en"])).toEqual({ ok: false, problem: messages.localeRepeated })
    expect(readLocale(["bn\0BD"])).toEqual({ ok: false, problem: messages.inputNulCharacter("locale") })
  })

  it("is read from the address as sent, then from Medusa's header", () => {
    expect(localesInUrl("/store/products?limit=1&locale=BN-bd&x=locale")).toEqual(["BN-bd"])
    expect(localesInUrl("/store/products?locale=%00")).toEqual(["\0"])
    expect(localesInUrl("/store/products?locale[x]=bn-BD")).toEqual(["locale[x]=bn-BD"])
    expect(requestLocale("/store/products", "bn-BD")).toEqual({ ok: true, locale: BANGLA })
    expect(requestLocale("/store/products?locale=en", "bn-BD")).toEqual({ ok: true, locale: undefined })
    expect(requestLocale("/store/products?locale=", ["bn-BD"])).toEqual({ ok: true, locale: BANGLA })
  })

  it("that Medusa cannot read is answered 400 in front of it", async () => {
    const reached: string[] = []
    const server = http.createServer(withLocaleCheck((req, res) => (reached.push(req.url!), res.end("ok"))))
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      const refused = await fetch(`${base}/store/products?locale=a&locale=b`)
      expect([refused.status, await refused.json()]).toEqual([400, { type: "invalid_data", message: messages.localeRepeated }])
      expect((await fetch(`${base}/store/products?locale=bn-BD`)).status).toBe(200)
      // Not a public read: left to its route.
      expect((await fetch(`${base}/admin/products?locale=xx`)).status).toBe(200)
      expect(reached).toEqual(["/store/products?locale=bn-BD", "/admin/products?locale=xx"])
    } finally {
      server.close()
    }
  })
})

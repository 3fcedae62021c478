// @vitest-environment node
import { createServer, request, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { languageChoice } from "./language"

// The language handler in front of a stand-in shop that answers "page" for whatever reaches it.
let server: Server
let origin: string
beforeAll(async () => {
  server = createServer(
    languageChoice((req, res) => {
      res.writeHead(200, { "content-type": "text/plain" })
      res.end(`page ${req.url}`)
    })
  )
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const PHONE = "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

/** A raw GET (fetch would normalise the path and follow redirects). */
function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: { accept: "text/html", "user-agent": PHONE, ...headers } }, (res) => {
      let body = ""
      res.on("data", (chunk: Buffer) => (body += chunk.toString()))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on("error", reject)
    req.end()
  })
}

describe("the language switch /language/:locale", () => {
  it("remembers Bangla for a year and opens the same page in it", async () => {
    const res = await get(`/language/bn?to=${encodeURIComponent("/products/hero-sprint?variant=2")}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe("/bn/products/hero-sprint?variant=2")
    expect(String(res.headers["set-cookie"])).toMatch(/^chaka_lang=bn; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/)
    expect(res.headers["cache-control"]).toBe("private, no-store")
  })

  it("goes back to English from a Bangla page", async () => {
    const res = await get(`/language/en?to=${encodeURIComponent("/bn/shop?page=2")}`)
    expect(res.headers.location).toBe("/shop?page=2")
    expect(String(res.headers["set-cookie"])).toMatch(/^chaka_lang=en;/)
  })

  it("sends a Bangla search back percent-encoded", async () => {
    const res = await get(`/language/bn?to=${encodeURIComponent("/search?q=সাইকেল")}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`/bn/search?q=${encodeURIComponent("সাইকেল")}`)
  })

  it.each([
    ["another site", "//evil.example/x"],
    ["another site after a tab a browser drops", "/\t/evil.example"],
    ["a full URL", "https://evil.example/"],
    ["a backslash", "/\\evil.example"],
    ["a NUL byte", "/shop\0"],
    ["a header split", "/shop\r\nSet-Cookie: x=1"],
    ["a path that climbs", "/%2e%2e/etc/passwd"],
    ["bad percent-encoding", "/shop%E0%A4"],
    ["a path longer than 2048 characters", `/${"a".repeat(3000)}`],
  ])("refuses %s as where to go back to: the home page instead", async (_, to) => {
    const res = await get(`/language/bn?to=${encodeURIComponent(to)}`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe("/bn")
    expect(res.headers["set-cookie"]).toBeDefined()
  })

  it("leaves a 1 MB address to Node's own 431, never a 5xx", async () => {
    const res = await get(`/language/bn?to=/${"a".repeat(1_000_000)}`)
    expect(res.status).toBe(431)
  })

  it.each(["fr", "BN", "xx", "b%00"])("answers 404 for the language %s and sets nothing", async (locale) => {
    const res = await get(`/language/${locale}?to=/shop`)
    expect(res.status).toBe(404)
    expect(res.headers["set-cookie"]).toBeUndefined()
  })

  it("is a link, not a form: a POST is 404", async () => {
    const res = await get("/language/bn?to=/shop", {}, "POST")
    expect(res.status).toBe(404)
    expect(res.headers["set-cookie"]).toBeUndefined()
  })
})

describe("the first visit and the remembered choice", () => {
  it("sends a first visit whose browser prefers Bangla to the Bangla page", async () => {
    const res = await get("/shop?page=2", { "accept-language": "bn-BD,bn;q=0.9,en;q=0.8" })
    expect(res.status).toBe(302)
    expect(res.headers.location).toBe("/bn/shop?page=2")
    expect(res.headers.vary).toBe("Cookie, Accept-Language")
  })

  it("keeps English for a browser that prefers English", async () => {
    const res = await get("/shop", { "accept-language": "en-US,en;q=0.9,bn;q=0.5" })
    expect(res.status).toBe(200)
    expect(res.body).toBe("page /shop")
  })

  it("follows the cookie over the browser's languages, both ways", async () => {
    const toBangla = await get("/", { cookie: "a=1; chaka_lang=bn", "accept-language": "en" })
    expect(toBangla.headers.location).toBe("/bn")
    const staysEnglish = await get("/", { cookie: "chaka_lang=en", "accept-language": "bn" })
    expect(staysEnglish.status).toBe(200)
  })

  it("opens a shared /bn link in Bangla whatever the cookie says", async () => {
    const res = await get("/bn/products/hero-sprint", { cookie: "chaka_lang=en", "accept-language": "en" })
    expect(res.status).toBe(200)
    expect(res.body).toBe("page /bn/products/hero-sprint")
  })

  it("never guesses for a crawler, an API call or a file", async () => {
    expect((await get("/shop", { "accept-language": "bn", "user-agent": BOT })).status).toBe(200)
    expect((await get("/store/products", { "accept-language": "bn", cookie: "chaka_lang=bn" })).status).toBe(200)
    expect((await get("/assets/app.js", { "accept-language": "bn", cookie: "chaka_lang=bn" })).status).toBe(200)
    expect((await get("/shop", { accept: "application/json", cookie: "chaka_lang=bn" })).status).toBe(200)
  })

  it("treats a cookie it does not know as English", async () => {
    const res = await get("/shop", { cookie: "chaka_lang=%00<script>", "accept-language": "bn" })
    expect(res.status).toBe(200)
  })
})

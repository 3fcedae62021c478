import http, { type RequestListener } from "node:http"
import type { AddressInfo } from "node:net"
import { withSecurityHeaders } from "../security-headers"

/** A server answering with `listener` behind the headers; returns a fetch on it. */
async function serve(listener: RequestListener) {
  const server = http.createServer(withSecurityHeaders(listener))
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return { get: (path: string) => fetch(`http://127.0.0.1:${port}${path}`), close: () => server.close() }
}

describe("withSecurityHeaders", () => {
  it("API, dashboard and /static answers: frame protection, nosniff; opaque downloads for anything but pictures under /static", async () => {
    const server = await serve((req, res) => {
      res.setHeader("X-Powered-By", "Express")
      res.setHeader("Content-Type", req.url!.endsWith(".png") ? "image/png" : req.url!.startsWith("/static") ? "text/html; charset=UTF-8" : "application/json")
      res.end("x")
    })
    try {
      const api = await server.get("/store/products")
      expect(api.headers.get("x-content-type-options")).toBe("nosniff")
      expect(api.headers.get("x-frame-options")).toBe("DENY")
      expect(api.headers.get("content-security-policy")).toMatch(/default-src 'none'.*frame-ancestors 'none'.*sandbox/)
      expect(api.headers.get("content-type")).toBe("application/json")

      const app = await server.get("/app/orders")
      expect(app.headers.get("content-security-policy")).toBe("frame-ancestors 'none';object-src 'none';base-uri 'self'")

      const page = await server.get("/Static/evil.html")
      expect([page.headers.get("content-type"), page.headers.get("content-disposition")]).toEqual(["application/octet-stream", "attachment"])
      const picture = await server.get("/static/a.png")
      expect([picture.headers.get("content-type"), picture.headers.get("content-disposition"), picture.headers.get("cross-origin-resource-policy")]).toEqual([
        "image/png",
        null,
        "cross-origin",
      ])
    } finally {
      server.close()
    }
  })

  it("/static never serves a private file (an export with customers' data), however its name is spelt: 404", async () => {
    let reached = 0
    const server = await serve((_req, res) => {
      reached++
      res.setHeader("Content-Type", "text/csv")
      res.end("name,email")
    })
    try {
      for (const path of [
        "/static/private-1-2-order-exports.csv",
        "/STATIC/PRIVATE-1-order-exports.csv",
        "/static/privat%65-1.csv",
        "/static/sub/private-1.csv?x=1",
        "/static/%70rivate-1.csv",
      ]) {
        const answer = await server.get(path)
        expect([path, answer.status, answer.headers.get("x-content-type-options"), await answer.text()]).toEqual([path, 404, "nosniff", "Not Found"])
      }
      expect(reached).toBe(0)
      expect((await server.get("/static/a-private-note.png")).status).toBe(200)
      expect((await server.get("/store/private-things")).status).toBe(200)
    } finally {
      server.close()
    }
  })

  it("turns off Express's X-Powered-By on the app it is given", () => {
    const disabled: string[] = []
    const app = Object.assign(() => {}, { disable: (setting: string) => disabled.push(setting) })
    withSecurityHeaders(app as unknown as RequestListener)
    expect(disabled).toEqual(["x-powered-by"])
  })

  it("as under `medusa start` (a function calling the app): the app a request went through loses X-Powered-By", async () => {
    const settings = new Map([["x-powered-by", true]])
    const app = Object.assign(
      (req: http.IncomingMessage, res: http.ServerResponse) => {
        ;(req as { app?: unknown }).app = app
        if (settings.get("x-powered-by")) res.setHeader("X-Powered-By", "Express")
        setImmediate(() => res.end("ok"))
      },
      { disable: (setting: string) => settings.set(setting, false) }
    )
    const server = await serve((req, res) => app(req, res))
    try {
      for (let i = 0; i < 2; i++) expect((await server.get("/health")).headers.get("x-powered-by")).toBeNull()
      expect(settings.get("x-powered-by")).toBe(false)
    } finally {
      server.close()
    }
  })
})

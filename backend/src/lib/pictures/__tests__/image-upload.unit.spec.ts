import http from "node:http"
import type { AddressInfo } from "node:net"
import { memoryUpload, sniffPicture } from "@chaka/kit"

/** The content plugin's upload helpers, shared by its routes and the backend's (compat, file providers). */
describe("sniffPicture (the one list of picture signatures)", () => {
  it.each([
    ["jpeg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])],
    ["png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ["gif", Buffer.from("GIF89a")],
    ["webp", Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")])],
  ])("%s", (format, bytes) => {
    expect(sniffPicture(bytes)?.format).toBe(format)
  })

  it("nothing else: HTML, SVG, empty", () => {
    for (const text of ["<html></html>", "<svg onload=alert(1)>", ""]) expect(sniffPicture(Buffer.from(text))).toBeUndefined()
  })
})

describe("memoryUpload", () => {
  const serve = async (handler: http.RequestListener) => {
    const server = http.createServer(handler)
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
  }

  it("413 with its message over the limit, 400 with its message for an unexpected field, the file otherwise", async () => {
    const upload = memoryUpload({
      fields: [{ name: "img", maxCount: 1 }],
      maxMb: 1,
      tooLarge: "too large",
      invalid: () => "send img",
      then: (req) => ((req as unknown as { file?: unknown }).file = (req as unknown as { files: Record<string, unknown[]> }).files.img?.[0]),
    })
    const { server, base } = await serve((req, res) => {
      const reply = Object.assign(res, {
        status: (code: number) => ((res.statusCode = code), reply),
        json: (body: unknown) => res.end(JSON.stringify(body)),
      })
      upload(req as never, reply as never, (error?: unknown) => {
        if (error) return res.writeHead(400).end(JSON.stringify({ message: (error as Error).message }))
        const file = (req as unknown as { file?: { size: number } }).file
        res.end(JSON.stringify({ size: file?.size }))
      })
    })
    try {
      const send = async (field: string, size: number) => {
        const form = new FormData()
        form.append(field, new Blob([Buffer.alloc(size)]), "a.png")
        const response = await fetch(base, { method: "POST", body: form })
        return [response.status, await response.json()]
      }
      expect(await send("img", 1024 * 1024 + 1)).toEqual([413, { type: "payload_too_large", message: "too large" }])
      expect(await send("other", 10)).toEqual([400, { message: "send img" }])
      expect(await send("img", 10)).toEqual([200, { size: 10 }])
    } finally {
      server.close()
    }
  })
})

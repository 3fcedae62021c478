import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { imageFrom, MAX_IMAGE_MB, memoryUpload, sniffPicture } from "./upload"

/** Real 1×1 pictures (made with sharp, each decodes). */
const PICTURES = {
  png: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGM4w8AAAAJoAM0l4pxuAAAAAElFTkSuQmCC", "base64"),
  jpeg: Buffer.from(
    "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdAHrB/9k=",
    "base64"
  ),
  webp: Buffer.from("UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+91kv/kFpXLeAP/4yp8ZU+Mqf8XMAAAA=", "base64"),
  gif: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
}
const LIE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')

describe("telling a picture by its bytes", () => {
  it.each([
    ["png", "image/png", "png"],
    ["jpeg", "image/jpeg", "jpg"],
    ["webp", "image/webp", "webp"],
    ["gif", "image/gif", "gif"],
  ] as const)("knows a real %s", (format, mimeType, extension) => {
    expect(sniffPicture(PICTURES[format])).toMatchObject({ format, mimeType, extension })
  })

  it("knows no picture in a file that only claims to be one", () => {
    expect(sniffPicture(LIE)).toBeUndefined()
    expect(sniffPicture(Buffer.from("%PDF-1.7\n"))).toBeUndefined()
  })

  it("knows no picture in a file cut before its signature ends", () => {
    expect(sniffPicture(PICTURES.png.subarray(0, 7))).toBeUndefined()
    expect(sniffPicture(PICTURES.jpeg.subarray(0, 2))).toBeUndefined()
    expect(sniffPicture(PICTURES.webp.subarray(0, 10))).toBeUndefined()
    expect(sniffPicture(Buffer.alloc(0))).toBeUndefined()
  })

  it("does not take a RIFF file of another kind (a WAV) for a WebP", () => {
    const wav = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")])
    expect(sniffPicture(wav)).toBeUndefined()
  })
})

const messages = { imageRequired: "image is required", imageType: "The image must be a JPEG, PNG, WebP or GIF file" }

/**
 * An upload route as the content plugin builds it: memoryUpload reads the multipart body, then
 * imageFrom takes the picture; a MedusaError answers 400 with its message.
 */
const upload = memoryUpload({
  fields: "image",
  maxMb: MAX_IMAGE_MB,
  tooLarge: "The image must be 2 MB or smaller",
  invalid: (error) => `${error.message} (send one file in the field "image")`,
})
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" })
      res.end(JSON.stringify(body))
    }
    // memoryUpload answers with Express's res.status().json(): a small stand-in for them.
    const response = Object.assign(res, { status: (code: number) => Object.assign(res, { json: (body: unknown) => answer(code, body) }) })
    const next: MedusaNextFunction = (error?: unknown) => {
      if (error) return answer(error instanceof MedusaError ? 400 : 500, { message: error instanceof Error ? error.message : String(error) })
      try {
        const { filename, mimeType, content } = imageFrom(req as unknown as MedusaRequest, messages, "news")
        answer(200, { filename, mimeType, bytes: Buffer.from(content, "base64").length })
      } catch (caught) {
        next(caught)
      }
    }
    upload(req as unknown as MedusaRequest, response as unknown as MedusaResponse, next)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function send(files: [field: string, bytes: Buffer, name: string, type?: string][], extra: Record<string, string> = {}) {
  const form = new FormData()
  for (const [field, bytes, name, type] of files) form.append(field, new Blob([bytes], { type: type ?? "application/octet-stream" }), name)
  for (const [field, value] of Object.entries(extra)) form.append(field, value)
  const response = await fetch(`${base}/admin/news`, { method: "POST", body: form })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe("an uploaded picture", () => {
  it("is named by its real type, never by the sender's name or claimed type", async () => {
    expect(await send([["image", PICTURES.png, "../../etc/cat.exe", "text/html"]])).toEqual({
      status: 200,
      body: { filename: "news.png", mimeType: "image/png", bytes: PICTURES.png.length },
    })
    expect((await send([["image", PICTURES.webp, "photo.jpg", "image/jpeg"]])).body).toMatchObject({ filename: "news.webp", mimeType: "image/webp" })
  })

  it("is refused when it is a lying file with a picture's name and type", async () => {
    expect(await send([["image", LIE, "photo.png", "image/png"]])).toEqual({ status: 400, body: { message: messages.imageType } })
  })

  it("is refused when it is a picture cut short before its signature", async () => {
    expect(await send([["image", PICTURES.png.subarray(0, 6), "photo.png", "image/png"]])).toEqual({ status: 400, body: { message: messages.imageType } })
  })

  it("is asked for when the form has none", async () => {
    expect(await send([], { title: "Eid" })).toEqual({ status: 400, body: { message: messages.imageRequired } })
  })

  it("over the size limit is refused with 413 and the caller's words", async () => {
    const large = Buffer.concat([PICTURES.png, Buffer.alloc(MAX_IMAGE_MB * 1024 * 1024)])
    expect(await send([["image", large, "big.png", "image/png"]])).toEqual({
      status: 413,
      body: { type: "payload_too_large", message: "The image must be 2 MB or smaller" },
    })
  })

  it("in another field, or a second file, is refused with 400 saying what to send", async () => {
    const other = await send([["picture", PICTURES.png, "a.png"]])
    expect(other.status).toBe(400)
    expect(other.body.message).toMatch(/\(send one file in the field "image"\)$/)
    const two = await send([
      ["image", PICTURES.png, "a.png"],
      ["image", PICTURES.gif, "b.gif"],
    ])
    expect(two.status).toBe(400)
    expect(two.body.message).toMatch(/\(send one file in the field "image"\)$/)
  })
})

import { DeleteObjectsCommand, PutObjectCommand } from "@aws-sdk/client-s3"
import { MedusaError } from "@medusajs/framework/utils"
import sharp from "sharp"
import { messages } from "../../../lib/messages"
import { PictureS3FileService } from ".."

/**
 * The S3 provider names a picture's copies as the storefront derives them from the picture's
 * URL. No S3 here: the client records what it is asked to do.
 */
/** The bucket every provider of this file writes to. */
const S3_OPTIONS = {
  file_url: "https://cdn.example.com",
  access_key_id: "key",
  secret_access_key: "secret",
  region: "ap-south-1",
  bucket: "chaka",
  prefix: "shop/",
}

function provider() {
  const logger = { error: jest.fn() }
  const service = new PictureS3FileService({ logger } as never, S3_OPTIONS)
  const sent: unknown[] = []
  ;(service as unknown as { client_: { send: (command: unknown) => Promise<object> } }).client_ = {
    send: async (command) => {
      sent.push(command)
      return {}
    },
  }
  return { service, sent }
}

const photo = async () => {
  const noise = { type: "gaussian" as const, mean: 128, sigma: 12 }
  return (
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#3a6ea5", noise } })
      .jpeg()
      .toBuffer()
  ).toString("base64")
}

describe("PictureS3FileService", () => {
  it("puts a photo's copies beside it as public WebPs named after the stored key, and deletes them with it", async () => {
    const { service, sent } = provider()
    const stored = await service.upload({ filename: "IMG_7.JPG", mimeType: "image/jpeg", content: await photo(), access: "public" })
    expect(stored.key).toMatch(/^shop\/w480_960_1600\/[0-9a-f]{12}-[0-9A-Z]{26}\.webp$/)
    expect(stored.url).toBe(`https://cdn.example.com/${stored.key}`)

    const puts = sent.filter((command): command is PutObjectCommand => command instanceof PutObjectCommand).map(({ input }) => input)
    const copyOf = (width: number) => stored.key.replace(/\.webp$/, `.${width}w.webp`)
    expect(puts.map(({ Key }) => Key)).toEqual([stored.key, copyOf(480), copyOf(960)])
    expect(puts[0]).toMatchObject({ ContentType: "image/webp" })
    for (const put of puts.slice(1)) expect(put).toMatchObject({ Bucket: "chaka", ACL: "public-read", ContentType: "image/webp" })
    expect((await sharp(puts[1].Body as Buffer).metadata()).width).toBe(480)

    await service.delete({ fileKey: stored.key })
    const deleted = sent.find((command): command is DeleteObjectsCommand => command instanceof DeleteObjectsCommand)
    expect(deleted?.input.Delete?.Objects?.map(({ Key }) => Key)).toEqual([stored.key, copyOf(480), copyOf(960)])
  })

  it("keeps a server-given avatar prefix (the avatar workflow's field), never a sender's filename", async () => {
    const { service } = provider()
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64").toString("base64")
    const upload = (file: Record<string, unknown>) => service.upload({ mimeType: "image/png", content: png, access: "public", ...file } as never)
    const avatar = await upload({ filename: "me.png", server_name_prefix: "avatar-cus_01ABC" })
    expect(avatar.key).toMatch(/^shop\/avatar-cus_01ABC-[0-9a-f]{12}-[0-9A-Z]{26}\.png$/)
    // That this key is the customer's avatar for the reviews plugin: workflows/accounts/rules/__tests__/avatar-file.unit.spec.ts.
    for (const file of [
      { filename: "avatar-cus_01ABC.png" },
      { filename: "me.png", server_name_prefix: "../avatar-cus_01ABC" },
      { filename: "x.png", server_name_prefix: "product" },
    ]) {
      const stored = await upload(file)
      expect(stored.key).toMatch(/^shop\/[0-9a-f]{12}-[0-9A-Z]{26}\.png$/)
    }
  })

  it("stores what the bytes are, under a generated name, with that Content-Type; refuses anything else (400) and sends nothing", async () => {
    const { service, sent } = provider()
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64")
    const stored = await service.upload({ filename: "evil.html", mimeType: "text/html", content: png.toString("base64"), access: "public" })
    expect(stored.key).toMatch(/^shop\/[0-9a-f]{12}-[0-9A-Z]{26}\.png$/)
    expect((sent[0] as PutObjectCommand).input).toMatchObject({ Key: stored.key, ContentType: "image/png" })

    const page = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")])
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const [filename, bytes] of [
      ["evil.jpg", page],
      ["logo.svg", svg],
    ] as const) {
      await expect(service.upload({ filename, mimeType: "image/jpeg", content: bytes.toString("base64"), access: "public" })).rejects.toMatchObject({
        type: "invalid_data",
        message: "Only pictures can be uploaded: a JPEG, PNG, WebP or GIF file",
      })
    }
    expect(sent).toHaveLength(1)
  })

  it("hands out a direct (presigned) upload URL only for a private file: a public one would skip the picture check (400)", async () => {
    const { service, sent } = provider()
    for (const access of ["public", undefined] as const) {
      await expect(service.getPresignedUploadUrl({ filename: "evil.html", mimeType: "text/html", access } as never)).rejects.toMatchObject({
        type: MedusaError.Types.INVALID_DATA,
        message: messages.uploadPresignedNotPrivate,
      })
    }
    expect(sent).toEqual([])
    // A private one (the dashboard's CSV import) is signed as before: signing is local, no S3 call.
    const signer = new PictureS3FileService({ logger: { error: jest.fn() } } as never, S3_OPTIONS)
    const signed = await signer.getPresignedUploadUrl({ filename: "products.csv", mimeType: "text/csv", access: "private" })
    expect(signed.key).toBe("shop/products.csv")
    expect(signed.url).toMatch(/^https:\/\/.*products\.csv/)
  })
})

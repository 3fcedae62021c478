import { randomBytes } from "node:crypto"
import sharp from "sharp"
import { messages } from "../../messages"
import { asShopPicture, shopPictureTypeOf } from "../shop-picture"

/** A photo-like picture (noise compresses as photos do) in each of the four types the shop keeps. */
const photo = (format: "jpeg" | "png" | "webp" | "gif", width = 300, height = 200) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer()
const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6))

describe("shopPictureTypeOf (what an uploaded file really is)", () => {
  it.each(["jpeg", "png", "webp", "gif"] as const)("a whole %s is the picture it is", async (format) => {
    expect((await shopPictureTypeOf(await photo(format))).mimeType).toBe(`image/${format}`)
  })

  it.each(["jpeg", "png", "webp", "gif"] as const)("a %s cut short is refused", async (format) => {
    // A PNG's or JPEG's header still reads (damaged); WebP and GIF are refused from the start ("not a picture").
    const message = format === "jpeg" || format === "png" ? messages.pictureDamaged : messages.uploadNotAPicture
    await expect(shopPictureTypeOf(cut(await photo(format)))).rejects.toThrow(message)
  })

  it("a PNG cut off and followed by other bytes reads as a 600 × 400 PNG, and is refused as damaged", async () => {
    // Every PNG chunk carries a checksum: the random bytes never pass for the missing pixels.
    const damaged = Buffer.concat([cut(await photo("png", 600, 400)), randomBytes(300 * 1024)])
    await expect(sharp(damaged).metadata()).resolves.toMatchObject({ format: "png", width: 600, height: 400 })
    await expect(shopPictureTypeOf(damaged)).rejects.toThrow(messages.pictureDamaged)
    const upload = { filename: "cut.png", mimeType: "image/png", content: damaged.toString("base64") }
    await expect(asShopPicture(upload)).rejects.toThrow(messages.pictureDamaged)
  })

  it("a page behind a picture's first bytes is not a picture", async () => {
    const page = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script></html>")])
    await expect(shopPictureTypeOf(page)).rejects.toThrow(messages.uploadNotAPicture)
    await expect(shopPictureTypeOf(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toThrow(messages.uploadNotAPicture)
  })

  it("more pixels than the shop keeps are refused from the header, before decoding", async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer()
    await expect(shopPictureTypeOf(bomb)).rejects.toThrow(messages.pictureTooManyPixels(64))
  })
})

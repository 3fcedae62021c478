import sharp from "sharp"
import { fitPicture, PICTURE_MAX_WIDTH } from "../fit-picture"

/** A photo-like picture (noise compresses badly, as photos do) of the given size. */
async function photo(width: number, height: number, format: "jpeg" | "png" | "webp", options: { orientation?: number; alpha?: boolean } = {}) {
  const channels = options.alpha ? 4 : 3
  const pixels = Buffer.alloc(width * height * channels)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 9) * 104729) % 251
  let image = sharp(pixels, { raw: { width, height, channels } })
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  return (await image.toFormat(format).toBuffer()).toString("base64")
}

const upload = (content: string, filename: string, mimeType: string) => ({ filename, mimeType, content, access: "public" as const })
const dimensions = async (content: string) => {
  const { width, height, format, hasAlpha } = await sharp(Buffer.from(content, "base64")).metadata()
  return { width, height, format, hasAlpha }
}

describe("fitPicture (what the shop keeps of an uploaded picture)", () => {
  it("makes a camera-sized photo at most the shop's width, as a much smaller WebP", async () => {
    const original = await photo(4000, 3000, "jpeg")
    const fitted = await fitPicture(upload(original, "IMG_2041.JPG", "image/jpeg"))
    expect(fitted).toMatchObject({ filename: "IMG_2041.webp", mimeType: "image/webp", access: "public" })
    expect(await dimensions(fitted.content)).toMatchObject({ width: PICTURE_MAX_WIDTH, height: 1200, format: "webp" })
    expect(fitted.content.length).toBeLessThan(original.length / 4)
  })

  it("turns a photo the camera stored sideways upright", async () => {
    // Orientation 6: stored landscape, to be shown rotated 90° (a phone held upright).
    const fitted = await fitPicture(upload(await photo(1200, 900, "jpeg", { orientation: 6 }), "upright.jpg", "image/jpeg"))
    expect(await dimensions(fitted.content)).toMatchObject({ width: 900, height: 1200 })
  })

  it("keeps a transparent PNG's transparency", async () => {
    const fitted = await fitPicture(upload(await photo(2400, 1200, "png", { alpha: true }), "logo.png", "image/png"))
    expect(await dimensions(fitted.content)).toMatchObject({ width: PICTURE_MAX_WIDTH, format: "webp", hasAlpha: true })
  })

  it("keeps a picture that is already small enough as it was uploaded", async () => {
    const small = upload(await photo(640, 436, "webp"), "hike-trail-1.webp", "image/webp")
    expect(await fitPicture(small)).toBe(small)
  })

  it("leaves GIFs, other files and bytes that are not a picture alone", async () => {
    const gif = upload(Buffer.from("GIF89a").toString("base64"), "spin.gif", "image/gif")
    const csv = upload(Buffer.from("id,title\n1,Hike").toString("base64"), "products.csv", "text/csv")
    const broken = upload(Buffer.from("not really a jpeg").toString("base64"), "broken.jpg", "image/jpeg")
    for (const file of [gif, csv, broken]) expect(await fitPicture(file)).toBe(file)
  })

  it("refuses a picture of more pixels than any camera takes, without decoding it", async () => {
    // 9 000 × 9 000 of one colour: a few KB of PNG that would need 240 MB decoded.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer()
    await expect(fitPicture(upload(bomb.toString("base64"), "bomb.png", "image/png"))).rejects.toThrow("The image must be at most 64 megapixels")
  })
})

import sharp from "sharp"
import { fitPicture } from "../fit-picture"
import { copyKey, copyKeysOf, withCopies } from "../picture-copies"

const picture = async (width: number, height: number, format: "jpeg" | "webp" | "gif") => {
  // Stripes rather than one colour, so that a copy is a real picture to encode.
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i >> 4) % 200
  return (
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer()
  ).toString("base64")
}
const upload = (content: string, filename: string, mimeType: string, access: "public" | "private" = "public") => ({ filename, mimeType, content, access })
const widthOf = async (content: Buffer | string) => (await sharp(typeof content === "string" ? Buffer.from(content, "base64") : content).metadata()).width

describe("withCopies (the smaller pictures kept for cards and phones)", () => {
  it("keeps a 480 and a 960 px WebP copy of a wide photo, in a folder naming every width", async () => {
    const fitted = await fitPicture(upload(await picture(3000, 2000, "jpeg"), "IMG_7.JPG", "image/jpeg"))
    const { file, copies } = await withCopies(fitted)
    expect(file.filename).toBe("w480_960_1600/IMG_7.webp")
    expect(file.content).toBe(fitted.content)
    expect(copies.map((copy) => copy.width)).toEqual([480, 960])
    for (const copy of copies) {
      expect(await widthOf(copy.content)).toBe(copy.width)
      expect((await sharp(copy.content).metadata()).format).toBe("webp")
    }
    expect(copies[0].content.length).toBeLessThan(Buffer.from(fitted.content, "base64").length / 4)
  })

  it("copies only to widths below the picture's own", async () => {
    const { file, copies } = await withCopies(upload(await picture(640, 436, "webp"), "hike-1.webp", "image/webp"))
    expect(file.filename).toBe("w480_640/hike-1.webp")
    expect(copies.map((copy) => copy.width)).toEqual([480])
  })

  it("leaves small pictures, GIFs, private files and non-pictures as they are", async () => {
    const files = [
      upload(await picture(128, 128, "webp"), "avatar.webp", "image/webp"),
      upload(await picture(900, 600, "gif"), "spin.gif", "image/gif"),
      upload(await picture(900, 600, "webp"), "invoice.webp", "image/webp", "private"),
      upload(Buffer.from("not a picture").toString("base64"), "broken.jpg", "image/jpeg"),
    ]
    for (const original of files) expect(await withCopies(original)).toEqual({ file: original, copies: [] })
  })
})

describe("copy keys", () => {
  it("names each copy beside its picture, as local and S3 storage key it", () => {
    expect(copyKeysOf("w480_960_1600/1732000000000-IMG_7.webp")).toEqual([
      "w480_960_1600/1732000000000-IMG_7.480w.webp",
      "w480_960_1600/1732000000000-IMG_7.960w.webp",
    ])
    expect(copyKeysOf("shop/w480_640/hike-1-01JABCDEFGHJKMNPQRSTVWXYZ0.jpg")).toEqual(["shop/w480_640/hike-1-01JABCDEFGHJKMNPQRSTVWXYZ0.480w.webp"])
    expect(copyKey("w480_640/x", 480)).toBe("w480_640/x.480w.webp")
  })

  it("finds no copies for files stored without them", () => {
    expect(copyKeysOf("1732000000000-avatar.webp")).toEqual([])
    expect(copyKeysOf("w480/1732000000000-only-one-width.webp")).toEqual([])
    expect(copyKeysOf("w480_960_1600/nested/1732-x.webp")).toEqual([])
  })
})

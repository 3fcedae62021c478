import { describe, expect, it } from "vitest"
import { PICTURE_SIZES, pictureSources } from "./picture-sources"

describe("pictureSources", () => {
  it("offers the copies the shop keeps beside a picture, with the picture's own width last", () => {
    const url = "http://localhost:9000/static/w480_960_1600/1732000000000-IMG_7.webp"
    expect(pictureSources(url, PICTURE_SIZES.card)).toEqual({
      src: url,
      srcSet:
        "http://localhost:9000/static/w480_960_1600/1732000000000-IMG_7.480w.webp 480w, " +
        "http://localhost:9000/static/w480_960_1600/1732000000000-IMG_7.960w.webp 960w, " +
        `${url} 1600w`,
      sizes: PICTURE_SIZES.card,
    })
  })

  it("names a copy of a picture kept in another format as WebP (S3 keys end in an id)", () => {
    const url = "https://cdn.example.com/shop/w480_640/hike-1-01JABCDEFGHJKMNPQRSTVWXYZ0.jpg"
    expect(pictureSources(url, PICTURE_SIZES.thumbnail).srcSet).toBe(
      `https://cdn.example.com/shop/w480_640/hike-1-01JABCDEFGHJKMNPQRSTVWXYZ0.480w.webp 480w, ${url} 640w`
    )
  })

  it("gives just the picture when the shop keeps no copies of it", () => {
    for (const url of ["http://localhost:9000/static/1732-avatar.webp", "https://example.com/w480/one-width.webp", "http://localhost:9000/static/spin.gif"]) {
      expect(pictureSources(url, PICTURE_SIZES.card)).toEqual({ src: url })
    }
  })
})

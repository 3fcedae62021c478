import { describe, expect, it } from "vitest"
import { PICTURE_SIZES, pictureSources } from "./picture-sources"

describe("pictureSources", () => {
  it("offers the copies the shop keeps beside a picture, with the picture's own width last", () => {
    const url = "http://localhost:9000/static/w480_960_1600/1732000000000-IMG_7.webp"
    // The backend's own pictures are read through the page's origin (its server forwards /static).
    const own = "/static/w480_960_1600/1732000000000-IMG_7.webp"
    expect(pictureSources(url, PICTURE_SIZES.card)).toEqual({
      src: own,
      srcSet: "/static/w480_960_1600/1732000000000-IMG_7.480w.webp 480w, " + "/static/w480_960_1600/1732000000000-IMG_7.960w.webp 960w, " + `${own} 1600w`,
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
    expect(pictureSources("http://localhost:9000/static/1732-avatar.webp", PICTURE_SIZES.card)).toEqual({ src: "/static/1732-avatar.webp" })
    expect(pictureSources("https://example.com/w480/one-width.webp", PICTURE_SIZES.card)).toEqual({ src: "https://example.com/w480/one-width.webp" })
    expect(pictureSources("http://localhost:9000/static/spin.gif", PICTURE_SIZES.card)).toEqual({ src: "/static/spin.gif" })
  })
})

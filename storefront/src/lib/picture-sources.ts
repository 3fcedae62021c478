/**
 * The shop keeps smaller copies of each uploaded picture (backend/src/lib/pictures/picture-copies.ts
 * makes them, and this must agree with its naming): a picture stored in a folder listing its
 * widths, smallest first and its own last (`…/w480_960_1600/1732-bike.webp`), has a WebP copy
 * of each smaller width beside it (`…/1732-bike.480w.webp`). Offered as `srcset`, the browser
 * fetches the one near the size it shows — a card on a phone needs a fraction of the bytes.
 */
const SIZES_FOLDER = /\/w(\d+(?:_\d+)+)\/[^/?#]+$/

/** How wide each kind of picture is shown (the layout in styles.css), for the browser's choice. */
export const PICTURE_SIZES = {
  /** .product-grid: two columns on a phone and a tablet, ~220–300 px on a desktop (the 480 px copy on a phone). */
  card: "(max-width: 767px) 50vw, 300px",
  /** .carousel: most of one card per screen on a phone, three on a tablet, four on a desktop. */
  carouselCard: "(max-width: 480px) 85vw, (max-width: 768px) 33vw, 300px",
  /** .news-grid */
  newsCard: "(max-width: 639px) 100vw, 400px",
  /** .gallery__main: the page's width on a phone, its left column on a desktop. */
  gallery: "(max-width: 767px) 100vw, 660px",
  /** .slider: the page's width. */
  slider: "(max-width: 1232px) 100vw, 1200px",
  /** Gallery, cart and search thumbnails. */
  thumbnail: "120px",
} as const

export type PictureSizes = (typeof PICTURE_SIZES)[keyof typeof PICTURE_SIZES]

export type PictureSources = { src: string; srcSet?: string; sizes?: string }

/**
 * A picture the backend stores itself (its /static folder, at whatever address the backend was
 * given) is read through the page's own origin, whose server forwards /static: it then loads
 * wherever the shop is opened (localhost, 127.0.0.1, a phone on the LAN, a domain). Pictures on
 * S3 keep their address.
 */
export function shopPicture(url: string): string {
  const local = /^https?:\/\/[^/]+(\/static\/[^?#]*)$/.exec(url)
  return local ? local[1] : url
}

/** An <img>'s src, and srcset/sizes when the shop keeps copies of the picture. */
export function pictureSources(address: string, sizes: PictureSizes): PictureSources {
  const url = shopPicture(address)
  const folder = SIZES_FOLDER.exec(url)
  if (!folder) return { src: url }
  const widths = folder[1].split("_").map(Number)
  const own = widths.pop()
  const base = url.replace(/\.[^./]*$/, "")
  const copies = widths.map((width) => `${base}.${width}w.webp ${width}w`)
  return { src: url, srcSet: [...copies, `${url} ${own}w`].join(", "), sizes }
}

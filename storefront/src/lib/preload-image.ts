import { pictureSources, type PictureSizes } from "./picture-sources"

/**
 * Asks for a picture the page is about to show, at high priority, before the app has drawn
 * its <img>: the browser then finds it already downloaded (or under way). `sizes` must be the
 * <img>'s own, so that the browser picks the same copy for both and fetches it once.
 */
export function preloadImage(href: string | null | undefined, sizes: PictureSizes) {
  if (!href) return
  const { src, srcSet } = pictureSources(href, sizes)
  const link = document.createElement("link")
  link.rel = "preload"
  link.as = "image"
  link.href = src
  if (srcSet) {
    link.setAttribute("imagesrcset", srcSet)
    link.setAttribute("imagesizes", sizes)
  }
  link.setAttribute("fetchpriority", "high")
  document.head.append(link)
}

/**
 * Asks for a picture the page is about to show, at high priority, before the app has drawn
 * its <img>: the browser then finds it already downloaded (or under way).
 */
export function preloadImage(href: string | null | undefined) {
  if (!href) return
  const link = document.createElement("link")
  link.rel = "preload"
  link.as = "image"
  link.href = href
  link.setAttribute("fetchpriority", "high")
  document.head.append(link)
}

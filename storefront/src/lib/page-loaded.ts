import { useEffect, useState } from "react"

/**
 * True once the window's load event has fired: the first screen's code, data and pictures
 * are in. Until then, pictures nobody sees yet wait, so they do not share a slow connection
 * with the ones on screen.
 */
export function usePageLoaded(): boolean {
  // False on the server and in the render that hydrates its HTML (the two must agree).
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (loaded) return
    const done = () => setLoaded(true)
    // The load event may have fired between the first render and this effect.
    if (document.readyState === "complete") return done()
    window.addEventListener("load", done, { once: true })
    return () => window.removeEventListener("load", done)
  }, [loaded])
  return loaded
}

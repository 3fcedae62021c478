import { useEffect } from "react"
import { useLocation } from "react-router"
import { pageTitle } from "./seo"

/**
 * Spec: the page title is the product or page name plus the path. Server-rendered pages have
 * it in their HTML already (their `meta`); this keeps it for the screens drawn in the browser.
 */
export function usePageTitle(name: string | undefined) {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = pageTitle(name, pathname)
  }, [name, pathname])
}

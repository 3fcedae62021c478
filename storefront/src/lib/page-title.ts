import { useEffect } from "react"
import { useLocation } from "react-router-dom"
import { messages } from "../messages"

/** Spec: the page title is the product or page name plus the path. */
export function usePageTitle(name: string | undefined) {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = name ? `${name} · ${decodeURIComponent(pathname)} · ${messages.shop.name}` : messages.shop.name
  }, [name, pathname])
}

import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { localeOfPath } from "../i18n/locales"
import { registerCatalogue } from "../i18n/messages"
import { setBrowserLocale } from "../lib/medusa"

/**
 * React Router's usual start, after one step: a Bangla page (`/bn/...`) first loads the Bangla
 * catalogue (its own chunk, so English pages never download it), then hydrates with it. A page
 * keeps its language: the header's switch loads the other language's page.
 */
async function start() {
  const locale = localeOfPath(window.location.pathname)
  setBrowserLocale(locale)
  if (locale === "bn") registerCatalogue("bn", (await import("../messages/bn")).bangla)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    )
  })
}

void start()

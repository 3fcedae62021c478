import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG } from "../testing/backend"
import { renderApp } from "../testing/render"
import { shellHtml } from "./shell"

describe("index.html's shell", () => {
  beforeEach(() => resetShop())

  it("shows the contact strip and the logo as the app draws them, so nothing moves when React takes over", () => {
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), "/storefront/home": () => json({ sliders: [], offers: [], category_menus: [], latest_products: [] }) })
    const shell = document.createElement("div")
    shell.innerHTML = shellHtml()
    const { container } = renderApp("/")

    expect(shell.querySelector(".contact-strip")?.outerHTML).toBe(container.querySelector(".contact-strip")?.outerHTML)
    const [logo, appLogo] = [shell, container].map((root) => root.querySelector(".site-header__inner > .logo"))
    expect(logo?.textContent).toBe(appLogo?.textContent)
    expect(logo?.getAttribute("href")).toBe(appLogo?.getAttribute("href"))
    expect(container.querySelector(".page > .site-header")).not.toBeNull()
  })
})

import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../lib/medusa"
import { readStoreFrom } from "../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { guardOnServer, onwardIfSignedIn } from "./guard.server"

const config = { "/storefront/config": () => json(SHOP_CONFIG) }
const request = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

/** The redirect a guard throws, as its Location. */
async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  try {
    await run
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    expect(thrown.status).toBe(302)
    return thrown.headers.get("location")
  }
}

describe("the route guards on the server", () => {
  // As on the storefront's server: reads go to the backend with the request's session alone.
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  it("sends a visitor (no session cookie) to log in with the way back, without asking the backend", async () => {
    const { calls } = fakeBackend(config)
    expect(await redirectOf(guardOnServer(request("/my-account/profile?tab=1"), "customer"))).toBe("/log-in?returnTo=%2Fmy-account%2Fprofile%3Ftab%3D1")
    expect(await redirectOf(guardOnServer(request("/admin/add-product"), "admin"))).toBe("/log-in?returnTo=%2Fadmin%2Fadd-product")
    expect(calls).toEqual([])
  })

  it("gives a Bangla page's way back without its prefix (the redirect and the return add the page's)", async () => {
    fakeBackend(config)
    expect(await redirectOf(guardOnServer(request("/bn/my-account/profile?tab=1"), "customer"))).toBe("/log-in?returnTo=%2Fmy-account%2Fprofile%3Ftab%3D1")
  })

  it("asks the backend about a session cookie: an expired one logs in, a customer goes home from the admin area", async () => {
    let answer = json({ message: "Unauthorized" }, 401)
    const { calls } = fakeBackend({ ...config, "/store/customers/me/access": () => answer })
    expect(await redirectOf(guardOnServer(request("/my-account/profile", "chaka.sid=s1"), "customer"))).toBe("/log-in?returnTo=%2Fmy-account%2Fprofile")
    expect(calls.at(-1)?.headers.get("cookie")).toBe("connect.sid=s1")

    answer = json({ admin: false })
    expect(await redirectOf(guardOnServer(request("/my-account/profile", "chaka.sid=s1"), "customer"))).toBeNull()
    answer = json({ admin: false })
    expect(await redirectOf(guardOnServer(request("/admin", "chaka.sid=s1"), "admin"))).toBe("/")
    answer = json({ admin: true })
    expect(await redirectOf(guardOnServer(request("/admin", "chaka.sid=s1"), "admin"))).toBeNull()
  })

  it("sends someone already signed in on from log-in and sign-up (to the way back, else home); a visitor or an ended session stays, a foreign way back is ignored", async () => {
    let signedIn = true
    const { calls } = fakeBackend({
      ...config,
      "/store/customers/me/access": () => (signedIn ? json({ admin: false }) : json({ message: "Unauthorized" }, 401)),
    })
    expect(await redirectOf(onwardIfSignedIn(request("/log-in?returnTo=%2Fcart", "chaka.sid=s1")))).toBe("/cart")
    expect(await redirectOf(onwardIfSignedIn(request("/sign-up", "chaka.sid=s1")))).toBe("/")
    expect(await redirectOf(onwardIfSignedIn(request("/log-in?returnTo=%2F%2Fevil.example", "chaka.sid=s1")))).toBe("/")
    signedIn = false
    expect(await redirectOf(onwardIfSignedIn(request("/log-in", "chaka.sid=s1")))).toBeNull()
    const asked = calls.length
    expect(await redirectOf(onwardIfSignedIn(request("/log-in")))).toBeNull()
    expect(calls).toHaveLength(asked)
  })
})

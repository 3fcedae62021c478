import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { messages } from "../../src/lib/messages"
import { DEMO_ADMIN, DEMO_CUSTOMER } from "../../src/scripts/seed/catalogue"
import { failure, signIn, type Session } from "./helpers/accounts"
import { startOpenIdProvider, type OpenIdUser } from "./helpers/openid-provider"

// The shop is configured like an operator would for Google, pointed at a local provider.
const PORT = Number(process.env.CHAKA_TEST_OIDC_PORT ?? 9791)
const CLIENT = { id: "chaka-shop", secret: "a-client-secret-for-tests" }
const CALLBACK = "http://localhost:8000/auth/google/callback"
process.env.OIDC_ISSUER_URL = `http://localhost:${PORT}`
process.env.OIDC_CLIENT_ID = CLIENT.id
process.env.OIDC_CLIENT_SECRET = CLIENT.secret
process.env.OIDC_CALLBACK_URL = CALLBACK
jest.setTimeout(300_000)

const RAHIM: OpenIdUser = {
  sub: "google-rahim-1",
  email: "rahim.uddin@example.com",
  name: "Rahim Uddin",
  given_name: "Rahim",
  family_name: "Uddin",
  picture: "https://lh3.example.com/rahim.jpg",
}

type Params = { code: string; state: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let provider: Awaited<ReturnType<typeof startOpenIdProvider>>
    let publishableKey: string

    beforeAll(async () => {
      provider = await startOpenIdProvider(PORT, CLIENT)
      session = await signIn(getContainer(), api)
      publishableKey = session.visitor.headers["x-publishable-api-key"]
    })
    afterAll(() => provider?.stop())

    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}`, "x-publishable-api-key": publishableKey } })
    const claims = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString())

    /** The popup's trip: the shop's authorization URL, the provider signs `user` in and sends the browser back. */
    async function authorize(user: OpenIdUser, idToken: Record<string, unknown> = {}): Promise<Params> {
      provider.signInAs(user, idToken)
      const { data } = await api.post("/auth/customer/google", {})
      const location = new URL(data.location)
      expect(location.origin).toBe(provider.issuer)
      expect(location.searchParams.get("code_challenge_method")).toBe("S256")
      expect(location.searchParams.get("nonce")).toBeTruthy()
      const answer = await fetch(location, { redirect: "manual" })
      const back = new URL(answer.headers.get("location")!)
      expect(`${back.origin}${back.pathname}`).toBe(CALLBACK)
      return { code: back.searchParams.get("code")!, state: back.searchParams.get("state")! }
    }
    const callback = (params: Record<string, string>) => api.get(`/auth/customer/google/callback?${new URLSearchParams(params)}`)

    /** What the storefront does after the popup: callback, make sure the customer exists, refresh. */
    async function signInWithGoogle(user: OpenIdUser, idToken?: Record<string, unknown>) {
      const { data } = await callback(await authorize(user, idToken))
      const { data: outcome } = await api.post("/store/customers/openid", {}, bearer(data.token))
      const { data: refreshed } = await api.post("/auth/token/refresh", {}, bearer(data.token))
      const { data: me } = await api.get("/store/customers/me", bearer(refreshed.token))
      return { first: data.token as string, token: refreshed.token as string, outcome, customer: me.customer }
    }

    const customersWithEmail = async (email: string) => (await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email })).length
    const openIdSignIns = async () => (await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "google" })).length

    it("tells the storefront which provider its button opens", async () => {
      const { data } = await api.get("/storefront/config")
      expect(data.openid_sign_in).toEqual({ name: "Google" })
    })

    describe("a new person", () => {
      it("is created as a customer on the first sign-in, from the ID token", async () => {
        const signedIn = await signInWithGoogle(RAHIM)
        expect(claims(signedIn.first).actor_id).toBe("")
        expect(signedIn.outcome).toEqual({ customer_id: signedIn.customer.id, created: true })
        expect(claims(signedIn.token)).toMatchObject({ actor_type: "customer", actor_id: signedIn.customer.id })
        expect(signedIn.customer).toMatchObject({
          email: RAHIM.email,
          first_name: "Rahim",
          last_name: "Uddin",
          has_account: true,
        })
        // The provider's picture lives on another server: the shop neither keeps nor shows it.
        expect(signedIn.customer.metadata?.avatar_url).toBeUndefined()
        const { data } = await api.get("/store/customers/me/access", bearer(signedIn.token))
        expect(data).toEqual({ admin: false })
      })

      it("is the same customer on the next sign-in, with the name synced (never an outside picture)", async () => {
        const first = await signInWithGoogle(RAHIM)
        const renamed = { ...RAHIM, name: "Rahim U. Khan", given_name: "Rahim U.", family_name: "Khan", picture: "https://lh3.example.com/new.jpg" }
        const second = await signInWithGoogle(renamed)

        expect(claims(second.first).actor_id).toBe(first.customer.id)
        expect(second.outcome).toEqual({ customer_id: first.customer.id, created: false })
        expect(second.customer).toMatchObject({ id: first.customer.id, first_name: "Rahim U.", last_name: "Khan" })
        expect(second.customer.metadata?.avatar_url).toBeUndefined()
        expect(await customersWithEmail(RAHIM.email)).toBe(1)
        expect(await openIdSignIns()).toBe(1)
      })

      it("splits the display name when the provider sends no given and family names", async () => {
        const { customer } = await signInWithGoogle({ sub: "google-2", email: "Nusrat.Jahan@Example.com", name: "Nusrat Jahan Mim" })
        expect(customer).toMatchObject({ email: "nusrat.jahan@example.com", first_name: "Nusrat", last_name: "Jahan Mim" })
      })
    })

    describe("a person who already has an account", () => {
      /** What the storefront meets when the account cannot be joined: the callback worked, the account step answers. */
      async function refusedJoin(user: OpenIdUser) {
        const { data } = await callback(await authorize(user))
        const refusal = await failure(api.post("/store/customers/openid", {}, bearer(data.token)))
        const [identity] = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "google", entity_id: user.sub })
        const [signIn] = await getContainer()
          .resolve(Modules.AUTH)
          .listAuthIdentities({ id: [identity.auth_identity_id!] })
        return { refusal, linked: signIn.app_metadata ?? {} }
      }

      it("opened with a password alone: a Google sign-in of that email is not joined to it (409, nothing linked, no second account)", async () => {
        const { data: password } = await api.post("/auth/customer/emailpass", DEMO_CUSTOMER)
        const before = (await api.get("/store/customers/me", bearer(password.token))).data.customer

        // The password sign-in never proved the email (anyone may have registered it): Google is refused.
        const { refusal, linked } = await refusedJoin({ sub: "google-demo", email: DEMO_CUSTOMER.email, name: "Demo Customer" })
        expect([refusal.status, refusal.data.message]).toEqual([409, messages.openIdAccountHasPassword])
        expect(linked.customer_id).toBeUndefined()
        expect(linked.user_id).toBeUndefined()
        expect(await customersWithEmail(DEMO_CUSTOMER.email)).toBe(1)

        // The account is untouched and its password still opens it.
        const again = (await api.post("/auth/customer/emailpass", DEMO_CUSTOMER)).data.token
        expect(claims(again).actor_id).toBe(before.id)
        expect((await api.get("/store/customers/me", bearer(again))).data.customer).toMatchObject({ id: before.id, first_name: before.first_name })
      })

      it("an admin's account opened with a password: Google gets neither the account nor the admin", async () => {
        const { refusal, linked } = await refusedJoin({ sub: "google-admin", email: DEMO_ADMIN.email, name: "Shop Admin" })
        expect([refusal.status, refusal.data.message]).toEqual([409, messages.openIdAccountHasPassword])
        expect(linked).not.toHaveProperty("user_id")
        expect(await customersWithEmail(DEMO_ADMIN.email)).toBe(1)
      })

      it("keeps a picture the customer uploaded", async () => {
        const customers = getContainer().resolve(Modules.CUSTOMER)
        const rahim = (await signInWithGoogle(RAHIM)).customer
        // As the avatar upload stores it: a file named for this customer, in the shop's storage.
        const key = `1700000000000-avatar-${rahim.id}-0123456789ab.png`
        const own = { avatar_url: `http://localhost:9000/static/${key}`, avatar_file_id: key }
        await customers.updateCustomers(rahim.id, { metadata: own })
        const google = await signInWithGoogle({ ...RAHIM, picture: "https://lh3.example.com/x.jpg" })
        expect(google.customer.metadata).toMatchObject(own)
      })

      it("made admin after signing up with Google is admin in the same session, and on the next Google sign-in", async () => {
        const google = await signInWithGoogle({ ...RAHIM, sub: "google-new-admin", email: "new.admin@example.com" })
        expect((await api.get("/store/customers/me/access", bearer(google.token))).data).toEqual({ admin: false })
        await api.post("/admin/make-admin", { email: "new.admin@example.com", role: "owner", confirm: true }, session.admin)
        expect((await api.get("/store/customers/me/access", bearer(google.token))).data).toEqual({ admin: true })

        const next = await signInWithGoogle({ ...RAHIM, sub: "google-new-admin", email: "new.admin@example.com" })
        expect((await api.get("/store/customers/me/access", bearer(next.token))).data).toEqual({ admin: true })
        const { data } = await api.post("/store/customers/me/admin-token", {}, bearer(next.token))
        const orders = await api.get("/admin/shop-orders", { headers: { authorization: `Bearer ${data.token}` } })
        expect(Array.isArray(orders.data.orders)).toBe(true)
      })

      it("make-admin for an account opened with Google never promotes a stranger's password sign-in of that email", async () => {
        const email = "victoria.sen@example.com"
        // A stranger registers V's email with a password (emailpass never verifies it), and opens no account.
        await api.post("/auth/customer/emailpass/register", { email, password: "strangers-password" })
        const google = await signInWithGoogle({ sub: "google-victoria", email, name: "Victoria Sen" })
        expect(google.outcome.created).toBe(true)

        await api.post("/admin/make-admin", { email, role: "owner", confirm: true }, session.admin)
        expect((await api.get("/store/customers/me/access", bearer(google.token))).data).toEqual({ admin: true })
        // The stranger's password sign-in opens no admin.
        const [stranger] = await getContainer().resolve(Modules.AUTH).listProviderIdentities({ provider: "emailpass", entity_id: email })
        const [strangerSignIn] = await getContainer()
          .resolve(Modules.AUTH)
          .listAuthIdentities({ id: [stranger.auth_identity_id!] })
        expect(strangerSignIn.app_metadata?.user_id).toBeUndefined()
        const asUser = await api.post("/auth/user/emailpass", { email, password: "strangers-password" })
        expect((await failure(api.get("/admin/users/me", { headers: { authorization: `Bearer ${asUser.data.token}` } }))).status).toBe(401)
      })
    })

    describe("refuses", () => {
      const refusedCallback = async (params: Record<string, string>) => {
        const refusal = await failure(callback(params))
        expect(refusal.status).toBe(401)
        expect(await openIdSignIns()).toBe(0)
        return refusal
      }

      it("a callback whose state the shop never issued", async () => {
        const { code } = await authorize(RAHIM)
        const exchanges = provider.tokenRequests()
        await refusedCallback({ code, state: "f".repeat(64) })
        // Refused before the code was ever sent to the provider.
        expect(provider.tokenRequests()).toBe(exchanges)
      })

      it("a replayed code: the state and the code are single-use", async () => {
        const params = await authorize(RAHIM)
        await callback(params)
        const identities = await openIdSignIns()
        const refusal = await failure(callback(params))
        expect(refusal.status).toBe(401)
        expect(await openIdSignIns()).toBe(identities)
      })

      it("an ID token issued to another application (audience)", async () => {
        await refusedCallback(await authorize(RAHIM, { aud: "someone-elses-app" }))
      })

      it("an expired ID token", async () => {
        const past = Math.floor(Date.now() / 1000) - 3600
        await refusedCallback(await authorize(RAHIM, { iat: past - 300, exp: past }))
      })

      it("an ID token signed for another sign-in (nonce) or by another issuer", async () => {
        await refusedCallback(await authorize(RAHIM, { nonce: "not-the-one-we-sent" }))
        await refusedCallback(await authorize(RAHIM, { iss: "https://accounts.evil.example" }))
      })

      it("an email the provider has not verified", async () => {
        await refusedCallback(await authorize(RAHIM, { email_verified: false }))
      })

      it("the provider's own error, e.g. the person said no", async () => {
        const { state } = await authorize(RAHIM)
        await refusedCallback({ error: "access_denied", state })
      })

      it("a callback URL other than the storefront's page", async () => {
        const refusal = await failure(api.post("/auth/customer/google", { callback_url: "https://evil.example/steal" }))
        expect(refusal.status).toBe(401)
      })

      it("making a customer from a password sign-in or without any sign-in", async () => {
        const { data } = await api.post("/auth/customer/emailpass", DEMO_CUSTOMER)
        const notOpenId = await failure(api.post("/store/customers/openid", {}, bearer(data.token)))
        expect([notOpenId.status, notOpenId.data.message]).toEqual([400, "This sign-in did not come from the shop's OpenID provider"])
        expect((await failure(api.post("/store/customers/openid", {}, session.visitor))).status).toBe(401)
      })

      it("Google for the admin's own sign-in: admins sign in with their password", async () => {
        expect((await failure(api.post("/auth/user/google", {}))).status).toBe(400)
      })
    })
  },
})

import { createCustomerAccountWorkflow, createUserAccountWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { messages } from "../../src/lib/messages"
import { MAX_FAILED_MFA_CODES, MAX_FAILED_SIGN_INS } from "../../src/workflows/accounts/rules/sign-in-throttle"
import { emailpassIdentity } from "../../src/scripts/seed/accounts"
import { failure, signIn, type Session } from "./helpers/accounts"
import { bearar, bearer } from "./helpers/compat"
import { currentStep, TOTP_PERIOD_MS as PERIOD_MS, totp } from "./helpers/totp"

// Two-factor sign-in needs Medusa's encryption key (MFA_ENCRYPTION_KEY: lib/config/env.ts).
process.env.MFA_ENCRYPTION_KEY = "admin-mfa-spec-encryption-key-0123456789"
delete process.env.ADMIN_MFA_REQUIRED
// Admin roles (Medusa's RBAC) are their own suite's: here every admin may do everything, so what
// is refused is refused for the second factor.
process.env.MEDUSA_FF_RBAC = "false"
jest.setTimeout(300_000)

const PASSWORD = "a-long-password"

/**
 * An authenticator app: each code it gives is of a step after the last one given, within the one
 * step either side of now that Medusa accepts (waiting for the clock when all three are used).
 */
class Authenticator {
  private last = -Infinity
  constructor(readonly secret: string) {}

  async next(): Promise<{ code: string; step: number }> {
    for (;;) {
      const step = Math.max(currentStep() - 1, this.last + 1)
      // Keep a margin: a step about to leave the window is not given out.
      const leavesIn = (step + 2) * PERIOD_MS - Date.now()
      if (step <= currentStep() + 1 && leavesIn > 5_000) {
        this.last = step
        return { code: totp(this.secret, step), step }
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }

  /** A code of no step near now: wrong. */
  wrong(): string {
    const near = new Set([-1, 0, 1, 2].map((d) => totp(this.secret, currentStep() + d)))
    for (let d = 10; ; d++) if (!near.has(totp(this.secret, currentStep() + d))) return totp(this.secret, currentStep() + d)
  }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let key: string

    beforeAll(async () => {
      // A refusal reaches the test as a plain object ({ response: { status, data } }): axios's own
      // error holds the request and response, which Jest cannot pass between processes.
      api.interceptors.response.use(
        undefined,
        (error: {
          message: string
          config?: { method?: string; url?: string }
          response?: { status: number; data: unknown; headers?: Record<string, unknown> }
        }) => {
          const plain = new Error(
            `${error.config?.method?.toUpperCase()} ${error.config?.url}: ${error.response?.status} ${JSON.stringify(error.response?.data)}`
          )
          const response = error.response && {
            status: error.response.status,
            data: error.response.data,
            headers: { "retry-after": error.response.headers?.["retry-after"] },
          }
          return Promise.reject(Object.assign(plain, { response }))
        }
      )
      session = await signIn(getContainer(), api)
      key = session.visitor.headers["x-publishable-api-key"]
    })
    afterEach(() => {
      delete process.env.ADMIN_MFA_REQUIRED
    })

    const auth = () => getContainer().resolve(Modules.AUTH)
    const store = (token: string) => ({ headers: { authorization: `Bearer ${token}`, "x-publishable-api-key": key } })

    /** An admin user who is also a customer on the same sign-in (as the seed's demo admin). */
    async function newAdmin(email: string) {
      const authIdentityId = await emailpassIdentity(getContainer(), email, PASSWORD)
      await createUserAccountWorkflow(getContainer()).run({ input: { authIdentityId, userData: { email, first_name: "Two", last_name: "Factor" } } })
      await createCustomerAccountWorkflow(getContainer()).run({ input: { authIdentityId, customerData: { email, first_name: "Two", last_name: "Factor" } } })
      return { email, authIdentityId }
    }

    /** The password step: `{ token }` without a factor, `{ mfa_required, mfa_challenge, token }` with one. */
    const password = async (email: string, actor: "user" | "customer") => (await api.post(`/auth/${actor}/emailpass`, { email, password: PASSWORD })).data

    const verifyChallenge = (challengeId: string, token: string, code: string) =>
      api.post(`/auth/mfa/challenges/${challengeId}/verify`, { method: "totp", code }, bearer(token))

    /** Sets up TOTP for the sign-in this token belongs to, as the dashboard's profile page does. */
    async function enrol(token: string) {
      const started = await api.post("/auth/mfa/factors", { provider: "totp", label: "Phone" }, bearer(token))
      const app = new Authenticator(started.data.secret)
      const setupCode = await app.next()
      const verified = await api.post(`/auth/mfa/factors/${started.data.mfa_factor.id}/verify`, { code: setupCode.code }, bearer(token))
      return { app, factorId: started.data.mfa_factor.id as string, setupCode, verified: verified.data, started: started.data }
    }

    /** Password, then a fresh code: the token that passed the second factor. */
    async function signInWithCode(email: string, actor: "user" | "customer", app: Authenticator) {
      const first = await password(email, actor)
      expect(first).toMatchObject({ mfa_required: true, mfa_challenge: { id: expect.any(String), methods: expect.arrayContaining(["totp"]) } })
      const { code } = await app.next()
      return (await verifyChallenge(first.mfa_challenge.id, first.token, code)).data.token as string
    }

    const claims = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString())
    const lastUsedStep = async (factorId: string) => {
      const knex = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await knex.raw("SELECT provider_metadata->>'last_used_step' AS step FROM auth_mfa_factor WHERE id = ?", [factorId])
      return rows[0]?.step === null || rows[0]?.step === undefined ? null : Number(rows[0].step)
    }

    describe("setting up two-factor sign-in (the key is configured)", () => {
      it("an admin enrols a TOTP factor with a code from the app, and then signs in with password and code", async () => {
        const admin = await newAdmin("enrol.admin@example.com")
        const before = await password(admin.email, "user")
        expect(before.mfa_required).toBeUndefined()

        const { app, factorId, setupCode, verified, started } = await enrol(before.token)
        expect(started.otpauth_url).toMatch(/^otpauth:\/\/totp\//)
        // The secret is never answered again, nor stored in clear.
        expect(verified.mfa_factor).toMatchObject({ id: factorId, status: "enabled", provider: "totp" })
        expect(JSON.stringify(verified)).not.toContain(started.secret)
        const [stored] = await auth().listAuthMfa({ id: [factorId] })
        expect(stored.status).toBe("enabled")
        expect(await lastUsedStep(factorId)).toBe(setupCode.step)

        const token = await signInWithCode(admin.email, "user", app)
        expect(claims(token)).toMatchObject({ actor_type: "user", mfa_enabled: true, mfa_challenge_completed_at: expect.any(String) })
        const me = await api.get("/admin/users/me", bearer(token))
        expect(me.data.user.email).toBe(admin.email)
      })

      it("the password alone opens nothing of the admin: its token is for the challenge only", async () => {
        const admin = await newAdmin("password.only@example.com")
        await enrol((await password(admin.email, "user")).token)
        const first = await password(admin.email, "user")
        expect(first.mfa_required).toBe(true)
        expect(claims(first.token)).toMatchObject({ actor_id: "", mfa_enabled: true, mfa_challenge_completed_at: null })
        expect((await failure(api.get("/admin/users/me", bearer(first.token)))).status).toBe(401)
        expect((await failure(api.get("/admin/orders", bearer(first.token)))).status).toBe(401)
      })
    })

    describe("each code signs in once (hole 1: a used code signed in again)", () => {
      it("the code that set the factor up cannot sign in; a used code is refused on a new challenge; a wrong code is refused", async () => {
        const admin = await newAdmin("replay.admin@example.com")
        const { app, factorId, setupCode } = await enrol((await password(admin.email, "user")).token)

        // The setup code, at once on the sign-in's challenge: refused.
        const first = await password(admin.email, "user")
        const setupAgain = await failure(verifyChallenge(first.mfa_challenge.id, first.token, setupCode.code))
        expect([setupAgain.status, setupAgain.data.message]).toEqual([400, messages.mfaCodeUsed])

        // A fresh code signs in (on the same challenge: the refusal did not spend it).
        const fresh = await app.next()
        const signedIn = await verifyChallenge(first.mfa_challenge.id, first.token, fresh.code)
        expect((await api.get("/admin/users/me", bearer(signedIn.data.token))).data.user.email).toBe(admin.email)
        expect(await lastUsedStep(factorId)).toBe(fresh.step)

        // Someone who saw that code and knows the password: a new challenge, the same code → refused.
        const second = await password(admin.email, "user")
        const replay = await failure(verifyChallenge(second.mfa_challenge.id, second.token, fresh.code))
        expect([replay.status, replay.data.message]).toEqual([400, messages.mfaCodeUsed])
        // An older code still inside Medusa's window is refused too (RFC 6238: none before the last used).
        const older = await failure(verifyChallenge(second.mfa_challenge.id, second.token, setupCode.code))
        expect([older.status, older.data.message]).toEqual([400, messages.mfaCodeUsed])
        // A wrong code: Medusa's refusal, counted as a failed attempt.
        const wrong = await failure(verifyChallenge(second.mfa_challenge.id, second.token, app.wrong()))
        expect([wrong.status, wrong.data.message]).toEqual([400, "Invalid MFA challenge code"])
        expect(await lastUsedStep(factorId)).toBe(fresh.step)
        // The token of the refused challenge still opens nothing.
        expect((await failure(api.get("/admin/users/me", bearer(second.token)))).status).toBe(401)
      })

      it("two sign-ins sending one code at the same moment: exactly one gets in", async () => {
        const admin = await newAdmin("race.admin@example.com")
        const { app } = await enrol((await password(admin.email, "user")).token)
        const challenges = await Promise.all([1, 2, 3, 4].map(() => password(admin.email, "user")))
        const { code } = await app.next()
        const answers = await Promise.all(
          challenges.map((c) =>
            verifyChallenge(c.mfa_challenge.id, c.token, code).then(
              (r: { status: number }) => ({ status: r.status, message: "" }),
              (e: { response: { status: number; data: { message: string } } }) => ({
                status: e.response.status as number,
                message: e.response.data.message as string,
              })
            )
          )
        )
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
        expect(answers.filter((a) => a.status !== 200)).toEqual([1, 2, 3].map(() => ({ status: 400, message: messages.mfaCodeUsed })))
      })

      it("a setup code cannot be used twice either (setting up a second time is refused by Medusa: one factor per sign-in)", async () => {
        const admin = await newAdmin("setup.twice@example.com")
        const token = (await password(admin.email, "user")).token
        const started = await api.post("/auth/mfa/factors", { provider: "totp" }, bearer(token))
        const app = new Authenticator(started.data.secret)
        const { code } = await app.next()
        await api.post(`/auth/mfa/factors/${started.data.mfa_factor.id}/verify`, { code }, bearer(token))
        const again = await failure(api.post(`/auth/mfa/factors/${started.data.mfa_factor.id}/verify`, { code }, bearer(token)))
        expect([again.status, again.data.message]).toEqual([400, messages.mfaCodeUsed])
        const wrong = await failure(api.post(`/auth/mfa/factors/${started.data.mfa_factor.id}/verify`, { code: app.wrong() }, bearer(token)))
        expect([wrong.status, wrong.data.message]).toEqual([400, messages.mfaCodeInvalid])
      })
    })

    describe("the compatibility API asks for the second factor (hole 2)", () => {
      it("password only, then PUT /shop/users {email, displayName: null}: no token, nothing written; GET /shop/orders stays shut", async () => {
        const admin = await newAdmin("compat.admin@example.com")
        const { app } = await enrol((await password(admin.email, "user")).token)
        const customerBefore = (await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email: admin.email }))[0]

        const first = await password(admin.email, "customer")
        expect(first.mfa_required).toBe(true)
        const upsert = await failure(api.put("/shop/users", { email: admin.email, displayName: null, imgUrl: null, imgId: null }, bearar(first.token)))
        expect([upsert.status, upsert.data.message]).toEqual([401, messages.mfaRequired])
        const named = await failure(api.put("/shop/users", { email: admin.email, displayName: "Someone Else", imgUrl: null, imgId: null }, bearar(first.token)))
        expect(named.status).toBe(401)
        const login = await failure(api.get(`/shop/users/login/${admin.email}`, bearar(first.token)))
        expect([login.status, login.data.message]).toEqual([401, messages.mfaRequired])
        const orders = await failure(api.get("/shop/orders", bearar(first.token)))
        expect([orders.status, orders.data.message]).toEqual([401, messages.mfaRequired])
        const customerAfter = (await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email: admin.email }))[0]
        expect([customerAfter.first_name, customerAfter.updated_at]).toEqual([customerBefore.first_name, customerBefore.updated_at])

        // With the code: the compatibility API's tokens carry the passed factor and open the admin's routes.
        const passed = await signInWithCode(admin.email, "customer", app)
        const upserted = await api.put("/shop/users", { email: admin.email, displayName: null, imgUrl: null, imgId: null }, bearar(passed))
        expect(claims(upserted.data.token)).toMatchObject({
          actor_type: "customer",
          mfa_enabled: true,
          mfa_challenge_completed_at: claims(passed).mfa_challenge_completed_at,
        })
        expect((await api.get("/shop/orders", bearar(upserted.data.token))).status).toBe(200)
        const loggedIn = await api.get(`/shop/users/login/${admin.email}`, bearar(passed))
        expect(loggedIn.data.admin).toBe(true)
        expect((await api.get("/shop/orders", bearar(loggedIn.data.token))).status).toBe(200)
      })

      it("a token from before the factor was switched on opens no admin route and gets no new token", async () => {
        const admin = await newAdmin("old.token@example.com")
        const oldCustomerToken = (await password(admin.email, "customer")).token
        expect((await api.get("/shop/orders", bearar(oldCustomerToken))).status).toBe(200)
        await enrol((await password(admin.email, "user")).token)

        const orders = await failure(api.get("/shop/orders", bearar(oldCustomerToken)))
        expect([orders.status, orders.data.message]).toEqual([401, messages.mfaRequired])
        const upsert = await failure(
          api.put("/shop/users", { email: admin.email, displayName: "Renamed", imgUrl: null, imgId: null }, bearar(oldCustomerToken))
        )
        expect([upsert.status, upsert.data.message]).toEqual([401, messages.mfaRequired])
        const [customer] = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ email: admin.email })
        expect(customer.first_name).toBe("Two")
        const login = await failure(api.get(`/shop/users/login/${admin.email}`, bearar(oldCustomerToken)))
        expect([login.status, login.data.message]).toEqual([401, messages.mfaRequired])
        // Its own things as a customer stay open (the factor guards the admin's power).
        expect((await api.get(`/shop/users/${admin.email}`, bearar(oldCustomerToken))).status).toBe(200)
      })

      it("an admin without a factor and a customer are as before", async () => {
        const admin = await newAdmin("no.factor@example.com")
        const token = (await password(admin.email, "customer")).token
        const upserted = await api.put("/shop/users", { email: admin.email, displayName: null, imgUrl: null, imgId: null }, bearar(token))
        expect(claims(upserted.data.token)).toMatchObject({ mfa_enabled: false, mfa_challenge_completed_at: null })
        expect((await api.get("/shop/orders", bearar(upserted.data.token))).status).toBe(200)
        const customer = await failure(
          api.get("/shop/orders", { headers: { authorization: session.customer.headers.authorization.replace("Bearer", "Bearar") } })
        )
        expect(customer.status).toBe(403)
      })
    })

    describe("the storefront's admin area takes the passed factor along (hole 3)", () => {
      const adminToken = (token: string) => api.post("/store/customers/me/admin-token", {}, store(token))

      it("an admin who passed the code gets a token Medusa's admin routes accept, recording when the code was passed", async () => {
        const admin = await newAdmin("storefront.admin@example.com")
        const { app } = await enrol((await password(admin.email, "user")).token)
        const passed = await signInWithCode(admin.email, "customer", app)
        const { data } = await adminToken(passed)
        expect(claims(data.token)).toMatchObject({
          actor_type: "user",
          mfa_enabled: true,
          mfa_challenge_completed_at: claims(passed).mfa_challenge_completed_at,
        })
        expect((await api.get("/admin/users/me", bearer(data.token))).data.user.email).toBe(admin.email)
        expect((await api.get("/admin/orders", bearer(data.token))).status).toBe(200)
      })

      it("an admin without a customer record is asked for one code: the refresh after the record is made keeps the passed factor", async () => {
        const email = "no.customer.admin@example.com"
        const authIdentityId = await emailpassIdentity(getContainer(), email, PASSWORD)
        await createUserAccountWorkflow(getContainer()).run({ input: { authIdentityId, userData: { email, first_name: "Only", last_name: "Admin" } } })
        const { app } = await enrol((await password(email, "user")).token)

        // The storefront's steps (storefront log-in.ts): password, code, the customer record, refresh.
        const first = await password(email, "customer")
        const passed = await signInWithCode(email, "customer", app)
        expect(claims(passed)).toMatchObject({ actor_id: "", mfa_challenge_completed_at: expect.any(String) })
        const made = await api.post("/store/customers", { email }, store(passed))
        const refreshed = await api.post("/auth/token/refresh", {}, bearer(passed))
        expect(refreshed.data.mfa_required).toBeUndefined()
        expect(claims(refreshed.data.token)).toMatchObject({
          actor_type: "customer",
          actor_id: made.data.customer.id,
          mfa_enabled: true,
          mfa_challenge_completed_at: claims(passed).mfa_challenge_completed_at,
        })
        const { data } = await adminToken(refreshed.data.token)
        expect((await api.get("/admin/users/me", bearer(data.token))).data.user.email).toBe(email)

        // The password's token alone is refreshed as Medusa does: a new challenge, no account in it.
        const owed = await api.post("/auth/token/refresh", {}, bearer(first.token))
        expect(owed.data).toMatchObject({ mfa_required: true, mfa_challenge: { id: expect.any(String) } })
        expect(claims(owed.data.token)).toMatchObject({ actor_id: "", mfa_challenge_completed_at: null })
      })

      it("without the code: the password's token and a token from before the factor are refused, readably", async () => {
        const admin = await newAdmin("storefront.nocode@example.com")
        const oldCustomerToken = (await password(admin.email, "customer")).token
        await enrol((await password(admin.email, "user")).token)

        const old = await failure(adminToken(oldCustomerToken))
        expect([old.status, old.data.message]).toEqual([401, messages.mfaRequired])
        const first = await password(admin.email, "customer")
        const passwordOnly = await failure(adminToken(first.token))
        expect(passwordOnly.status).toBe(401)
      })

      it("an admin without a factor still gets the token (it records no factor); a customer and a visitor get none", async () => {
        const admin = await newAdmin("storefront.nofactor@example.com")
        const { data } = await adminToken((await password(admin.email, "customer")).token)
        expect(claims(data.token)).toMatchObject({ actor_type: "user", mfa_enabled: false, mfa_challenge_completed_at: null })
        expect((await api.get("/admin/users/me", bearer(data.token))).status).toBe(200)
        const customer = await failure(api.post("/store/customers/me/admin-token", {}, session.customer))
        expect([customer.status, customer.data.message]).toEqual([403, messages.dashboardAdminsOnly])
        expect((await failure(api.post("/store/customers/me/admin-token", {}, session.visitor))).status).toBe(401)
      })
    })

    describe("ADMIN_MFA_REQUIRED: every admin must use the second factor", () => {
      const adminToken = (token: string) => api.post("/store/customers/me/admin-token", {}, store(token))

      it("an admin without a factor may open the profile to set one up, and nothing else, until signing in with a code", async () => {
        process.env.ADMIN_MFA_REQUIRED = "true"
        const admin = await newAdmin("required.admin@example.com")
        const token = (await password(admin.email, "user")).token
        expect((await api.get("/admin/users/me", bearer(token))).data.user.email).toBe(admin.email)
        for (const path of ["/admin/orders", "/admin/products", "/admin/customers"]) {
          const refused = await failure(api.get(path, bearer(token)))
          expect([path, refused.status, refused.data.message]).toEqual([path, 403, messages.mfaSetupRequired])
        }
        // The storefront's admin area and the compatibility API ask for the same.
        const customerToken = (await password(admin.email, "customer")).token
        const storefront = await failure(adminToken(customerToken))
        expect([storefront.status, storefront.data.message]).toEqual([403, messages.mfaSetupRequired])
        const compat = await failure(api.get("/shop/orders", bearar(customerToken)))
        expect([compat.status, compat.data.message]).toEqual([403, messages.mfaSetupRequired])

        const { app } = await enrol(token)
        // Set up, but this sign-in did not pass it: sign in again.
        expect((await failure(api.get("/admin/orders", bearer(token)))).status).toBe(401)
        const passed = await signInWithCode(admin.email, "user", app)
        expect((await api.get("/admin/orders", bearer(passed))).status).toBe(200)
      })

      it("an invited person can still accept the invite (no admin yet), and then must set the factor up", async () => {
        process.env.ADMIN_MFA_REQUIRED = "true"
        const email = "invited.admin@example.com"
        const [invite] = await getContainer().resolve(Modules.USER).createInvites([{ email }])
        const registration = (await api.post("/auth/user/emailpass/register", { email, password: PASSWORD })).data.token
        const accepted = await api.post(
          `/admin/invites/accept?token=${invite.token}`,
          { email, first_name: "Invited", last_name: "Admin" },
          bearer(registration)
        )
        expect(accepted.data.user.email).toBe(email)
        const token = (await password(email, "user")).token
        const refused = await failure(api.get("/admin/orders", bearer(token)))
        expect([refused.status, refused.data.message]).toEqual([403, messages.mfaSetupRequired])
      })

      it("is off by default: an admin without a factor signs in with the password as in Medusa", async () => {
        const admin = await newAdmin("optional.admin@example.com")
        const token = (await password(admin.email, "user")).token
        expect((await api.get("/admin/orders", bearer(token))).status).toBe(200)
      })
    })

    describe("guessing the second factor (review of issue 55, defect 3)", () => {
      type Answer = { status: number; message: string; retryAfter?: string }
      const answer = (request: Promise<{ status: number }>): Promise<Answer> =>
        request.then(
          (r) => ({ status: r.status, message: "" }),
          (e: { response: { status: number; data: { message: string }; headers: Record<string, string> } }) => ({
            status: e.response.status,
            message: e.response.data.message,
            retryAfter: e.response.headers["retry-after"],
          })
        )
      const locked = (a: Answer) => a.status === 429 && a.message === messages.tooManyMfaCodes && Number(a.retryAfter) > 0

      it(`wrong codes over several challenges: after ${MAX_FAILED_MFA_CODES} the sign-in is locked, a right code included`, async () => {
        const admin = await newAdmin("guess.challenges@example.com")
        const { app } = await enrol((await password(admin.email, "user")).token)
        const answers: Answer[] = []
        // A new challenge (the password again) every two guesses: Medusa's count starts afresh each time.
        let challenge = await password(admin.email, "user")
        for (let i = 0; i < MAX_FAILED_MFA_CODES + 1; i++) {
          if (i > 0 && i % 2 === 0) challenge = await password(admin.email, "user")
          answers.push(await answer(verifyChallenge(challenge.mfa_challenge.id, challenge.token, app.wrong())))
        }
        expect(answers.slice(0, MAX_FAILED_MFA_CODES).map((a) => a.status)).toEqual(Array(MAX_FAILED_MFA_CODES).fill(400))
        expect(locked(answers[MAX_FAILED_MFA_CODES])).toBe(true)
        const fresh = await password(admin.email, "user")
        const right = await answer(verifyChallenge(fresh.mfa_challenge.id, fresh.token, (await app.next()).code))
        expect(locked(right)).toBe(true)
      })

      it("parallel guesses on one challenge cannot pass the limit, and a right code after them is refused", async () => {
        const admin = await newAdmin("guess.parallel@example.com")
        const { app } = await enrol((await password(admin.email, "user")).token)
        const first = await password(admin.email, "user")
        const wrong = app.wrong()
        const answers = await Promise.all(Array.from({ length: 12 }, () => answer(verifyChallenge(first.mfa_challenge.id, first.token, wrong))))
        expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(MAX_FAILED_MFA_CODES)
        expect(answers.filter((a) => a.status !== 400).every(locked)).toBe(true)
        const second = await password(admin.email, "user")
        expect(locked(await answer(verifyChallenge(second.mfa_challenge.id, second.token, (await app.next()).code)))).toBe(true)
      })

      it("a right password that only leads to the code does not forgive the wrong passwords before it", async () => {
        const admin = await newAdmin("guess.password@example.com")
        await enrol((await password(admin.email, "user")).token)
        const wrongPassword = () => answer(api.post("/auth/user/emailpass", { email: admin.email, password: "not-the-password" }))
        for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++) expect((await wrongPassword()).status).toBe(401)
        expect((await password(admin.email, "user")).mfa_required).toBe(true)
        expect((await wrongPassword()).status).toBe(401)
        const after = await answer(api.post("/auth/user/emailpass", { email: admin.email, password: PASSWORD }))
        expect([after.status, after.message]).toEqual([429, messages.tooManySignInAttempts])
      })

      it("another admin's sign-in is not locked by these guesses", async () => {
        const admin = await newAdmin("guess.bystander@example.com")
        const { app } = await enrol((await password(admin.email, "user")).token)
        expect(typeof (await signInWithCode(admin.email, "user", app))).toBe("string")
      })
    })

    describe("recovery codes: the way in when the phone is lost", () => {
      const adminToken = (token: string) => api.post("/store/customers/me/admin-token", {}, store(token))
      const verifyRecovery = (challengeId: string, token: string, code: string) =>
        api.post(`/auth/mfa/challenges/${challengeId}/verify`, { method: "recovery_code", code }, bearer(token))

      const recoveryCodesLeft = async (authIdentityId: string) => {
        const knex = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const { rows } = await knex.raw("SELECT count(*)::int AS n FROM auth_mfa_recovery_code WHERE auth_identity_id = ? AND deleted_at IS NULL", [
          authIdentityId,
        ])
        return rows[0].n as number
      }

      /** An admin with TOTP set up and the recovery codes the dashboard shows right after it. */
      async function adminWithRecoveryCodes(email: string) {
        const admin = await newAdmin(email)
        const token = (await password(admin.email, "user")).token
        const enrolled = await enrol(token)
        const { data } = await api.post("/auth/mfa/recovery-codes", {}, bearer(token))
        return { ...admin, ...enrolled, codes: data.recovery_codes as string[] }
      }

      it("a recovery code signs in once (storefront and admin); the second use is refused; the others still work", async () => {
        const admin = await adminWithRecoveryCodes("recovery.once@example.com")
        expect(admin.codes).toHaveLength(10)
        expect(admin.codes[0]).toMatch(/^[0-9a-f]{4}(-[0-9a-f]{4}){7}$/)

        const first = await password(admin.email, "customer")
        expect(first.mfa_challenge.methods).toEqual(["totp", "recovery_code"])
        const passed = (await verifyRecovery(first.mfa_challenge.id, first.token, admin.codes[0])).data.token as string
        expect(claims(passed)).toMatchObject({ actor_type: "customer", mfa_enabled: true, mfa_challenge_completed_at: expect.any(String) })
        // The storefront's admin area takes it along as it does a TOTP code.
        const { data } = await adminToken(passed)
        expect((await api.get("/admin/users/me", bearer(data.token))).data.user.email).toBe(admin.email)

        // The same code again, on a new challenge (customer or admin sign-in): refused, counted as wrong.
        for (const actor of ["customer", "user"] as const) {
          const again = await password(admin.email, actor)
          const reused = await failure(verifyRecovery(again.mfa_challenge.id, again.token, admin.codes[0]))
          expect([reused.status, reused.data.message]).toEqual([400, "Invalid MFA challenge code"])
          // Another of the codes still signs in, in capitals as some people copy it.
          const other = await verifyRecovery(again.mfa_challenge.id, again.token, admin.codes[actor === "customer" ? 1 : 2].toUpperCase())
          expect(claims(other.data.token)).toMatchObject({ actor_type: actor, mfa_challenge_completed_at: expect.any(String) })
        }
        expect(await recoveryCodesLeft(admin.authIdentityId)).toBe(7)
      })

      it("two sign-ins sending one recovery code at the same moment: exactly one gets in", async () => {
        const admin = await adminWithRecoveryCodes("recovery.race@example.com")
        const challenges = await Promise.all([1, 2, 3, 4].map(() => password(admin.email, "customer")))
        const answers = await Promise.all(
          challenges.map((c) =>
            verifyRecovery(c.mfa_challenge.id, c.token, admin.codes[3]).then(
              () => 200,
              (e: { response: { status: number } }) => e.response.status
            )
          )
        )
        expect(answers.sort()).toEqual([200, 400, 400, 400])
      })

      it(`wrong recovery codes count with wrong TOTP codes: after ${MAX_FAILED_MFA_CODES} the sign-in is locked, a right recovery code included`, async () => {
        const admin = await adminWithRecoveryCodes("recovery.guess@example.com")
        const statuses: number[] = []
        let challenge = await password(admin.email, "customer")
        for (let i = 0; i < MAX_FAILED_MFA_CODES; i++) {
          if (i > 0 && i % 2 === 0) challenge = await password(admin.email, "customer")
          const wrong =
            i % 2
              ? verifyChallenge(challenge.mfa_challenge.id, challenge.token, admin.app.wrong())
              : verifyRecovery(challenge.mfa_challenge.id, challenge.token, "0000-0000-0000-0000-0000-0000-0000-0000")
          statuses.push((await failure(wrong)).status)
        }
        expect(statuses).toEqual(Array(MAX_FAILED_MFA_CODES).fill(400))
        const fresh = await password(admin.email, "customer")
        const right = await failure(verifyRecovery(fresh.mfa_challenge.id, fresh.token, admin.codes[0]))
        expect([right.status, right.data.message]).toEqual([429, messages.tooManyMfaCodes])
        // The lock spent nothing: every code is still there for later.
        expect(await recoveryCodesLeft(admin.authIdentityId)).toBe(10)
      })

      it("an admin who never took recovery codes is not offered them, and one posted anyway is refused", async () => {
        const admin = await newAdmin("recovery.none@example.com")
        await enrol((await password(admin.email, "user")).token)
        const first = await password(admin.email, "customer")
        expect(first.mfa_challenge.methods).toEqual(["totp"])
        const refused = await failure(verifyRecovery(first.mfa_challenge.id, first.token, "0000-0000-0000-0000-0000-0000-0000-0000"))
        expect(refused.status).toBe(400)
      })
    })

    describe("strangers on the two-factor routes", () => {
      it("a visitor can neither set up, list, verify, switch off nor pass a factor", async () => {
        const admin = await newAdmin("stranger.target@example.com")
        const { factorId, app } = await enrol((await password(admin.email, "user")).token)
        const first = await password(admin.email, "user")
        const { code } = await app.next()
        const visitor = session.visitor
        for (const request of [
          () => api.get("/auth/mfa/factors", visitor),
          () => api.post("/auth/mfa/factors", { provider: "totp" }, visitor),
          () => api.post(`/auth/mfa/factors/${factorId}/verify`, { code }, visitor),
          () => api.delete(`/auth/mfa/factors/${factorId}`, visitor),
          () => api.post("/auth/mfa/recovery-codes", {}, visitor),
          () => api.post(`/auth/mfa/challenges/${first.mfa_challenge.id}/verify`, { method: "totp", code }, visitor),
        ]) {
          expect((await failure(request())).status).toBe(401)
        }
        // Nothing spent: the admin's challenge still takes that code.
        expect((await verifyChallenge(first.mfa_challenge.id, first.token, code)).status).toBe(200)
        const [factor] = await auth().listAuthMfa({ id: [factorId] })
        expect(factor.status).toBe("enabled")
      })

      it("a customer reaches only their own sign-in: not the admin's factor, challenge or codes", async () => {
        const admin = await newAdmin("stranger.admin@example.com")
        const { factorId, app } = await enrol((await password(admin.email, "user")).token)
        const first = await password(admin.email, "user")
        const { code } = await app.next()
        const customer = session.customer

        const listed = await api.get("/auth/mfa/factors", customer)
        expect(listed.data.mfa_factors.map((f: { id: string }) => f.id)).not.toContain(factorId)
        expect((await failure(api.post(`/auth/mfa/factors/${factorId}/verify`, { code }, customer))).status).toBe(404)
        expect((await failure(api.delete(`/auth/mfa/factors/${factorId}`, customer))).status).toBe(404)
        expect((await failure(api.post(`/auth/mfa/challenges/${first.mfa_challenge.id}/verify`, { method: "totp", code }, customer))).status).toBe(404)
        // The admin's factor is untouched and the code unspent.
        const [factor] = await auth().listAuthMfa({ id: [factorId] })
        expect(factor.status).toBe("enabled")
        expect((await verifyChallenge(first.mfa_challenge.id, first.token, code)).status).toBe(200)
        // And a customer's token is no admin's.
        expect((await failure(api.get("/admin/users/me", customer))).status).toBe(401)
      })
    })
  },
})

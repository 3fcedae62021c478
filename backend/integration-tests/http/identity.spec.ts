import { existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { messages } from "../../src/lib/messages"
import identityCheckModule, { reportEmailDuplicates } from "../../src/modules/identity-check"
import { failure, signIn, type Session } from "./helpers/accounts"
import { bearar } from "./helpers/compat"
import { multipart, PNG, png, WEBP } from "./helpers/multipart"

const uploadDir = mkdtempSync(join(tmpdir(), "chaka-identity-"))
process.env.MEDUSA_UPLOAD_DIR = uploadDir
jest.setTimeout(300_000)

const PASSWORD = "a-long-password"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let key: string

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      key = session.visitor.headers["x-publishable-api-key"]
    })

    const withKey = (token: string) => ({ headers: { authorization: `Bearer ${token}`, "x-publishable-api-key": key } })
    const register = async (email: string) => (await api.post("/auth/customer/emailpass/register", { email, password: PASSWORD })).data.token as string
    const signInAs = async (email: string, actor: "customer" | "user" = "customer") =>
      (await api.post(`/auth/${actor}/emailpass`, { email, password: PASSWORD })).data.token as string
    const createCustomer = (token: string, body: Record<string, unknown>) => api.post("/store/customers", body, withKey(token))
    /** Registered, customer created with their own email, signed in again: the customer's token. */
    const newCustomer = async (email: string) => {
      await createCustomer(await register(email), { email, first_name: "Test", last_name: email.split("@")[0] })
      return signInAs(email)
    }
    const accountsWithEmail = async (email: string) =>
      (
        await getContainer()
          .resolve(Modules.CUSTOMER)
          .listCustomers({ email: { $ilike: email } })
      ).map((customer) => customer.email)

    describe("a customer's email is the one the sign-in proved", () => {
      it("refuses creating a customer with someone else's email (any letter case); the owner then signs up normally", async () => {
        const stranger = await register("stranger@example.com")
        for (const email of ["owner@example.com", "OWNER@EXAMPLE.COM", "Owner@Example.com"]) {
          const refused = await failure(createCustomer(stranger, { email, first_name: "Not", last_name: "Owner" }))
          expect([refused.status, refused.data.message]).toEqual([403, messages.accountEmailNotYours])
        }
        expect(await accountsWithEmail("owner@example.com")).toEqual([])

        const owner = await register("owner@example.com")
        const created = await createCustomer(owner, { email: "owner@example.com", first_name: "Real", last_name: "Owner" })
        expect(created.data.customer).toMatchObject({ email: "owner@example.com", first_name: "Real", has_account: true })
        // The stranger can still make their own account.
        const own = await createCustomer(stranger, { first_name: "Stranger" })
        expect(own.data.customer.email).toBe("stranger@example.com")
      })

      it("stores the own email in lower case whatever case the body or the registration used", async () => {
        const token = await register("Mixed.Case@Example.COM")
        const created = await createCustomer(token, { email: "MIXED.CASE@EXAMPLE.COM", first_name: "Mixed" })
        expect(created.data.customer.email).toBe("mixed.case@example.com")
        expect(await accountsWithEmail("mixed.case@example.com")).toEqual(["mixed.case@example.com"])
        // Registering and signing in are one identity, whatever the case typed.
        const lower = await api.post("/auth/customer/emailpass", { email: "mixed.case@example.com", password: PASSWORD })
        const upper = await api.post("/auth/customer/emailpass", { email: "MIXED.CASE@example.com", password: PASSWORD })
        for (const signedIn of [lower, upper]) {
          expect((await api.get("/store/customers/me", withKey(signedIn.data.token))).data.customer.id).toBe(created.data.customer.id)
        }
        const again = await failure(api.post("/auth/customer/emailpass/register", { email: "mixed.case@example.com", password: "another-password" }))
        expect(again.status).toBe(401)
        const providers = await getContainer()
          .resolve(Modules.AUTH)
          .listProviderIdentities({ provider: "emailpass", entity_id: { $ilike: "mixed.case@example.com" } } as never)
        expect(providers.map((provider) => provider.entity_id)).toEqual(["mixed.case@example.com"])
      })

      it("PUT /shop/users creates the customer with the sign-in's email in lower case, never another", async () => {
        const token = await register("Compat.Rider@Example.com")
        const refused = await failure(api.put("/shop/users", { displayName: "Not Me", email: "owner@example.com", imgUrl: null, imgId: null }, bearar(token)))
        expect(refused.status).toBe(403)
        const created = await api.put(
          "/shop/users",
          { displayName: "Compat Rider", email: "COMPAT.RIDER@EXAMPLE.COM", imgUrl: null, imgId: null },
          bearar(token)
        )
        expect(created.data.upsertedId).toMatch(/^cus_/)
        expect(await accountsWithEmail("compat.rider@example.com")).toEqual(["compat.rider@example.com"])
      })

      it("a stranger reads and changes nothing of another customer through /shop, in any letter case", async () => {
        const owner = await newCustomer("victim@example.com")
        const stranger = await newCustomer("intruder@example.com")
        for (const email of ["victim@example.com", "VICTIM@EXAMPLE.COM", "Victim@Example.Com"]) {
          expect((await failure(api.get(`/shop/users/${encodeURIComponent(email)}`, bearar(stranger)))).status).toBe(403)
          expect((await failure(api.get(`/shop/orders/${encodeURIComponent(email)}`, bearar(stranger)))).status).toBe(403)
          expect((await failure(api.get(`/shop/users/login/${encodeURIComponent(email)}`, bearar(stranger)))).status).toBe(403)
          const fields = { email, division: "Dhaka", district: "Dhaka", policeStation: "Mirpur Model", rodeOrVillage: "Road 1", phone: "01712345678" }
          expect((await failure(api.put("/shop/users/updateUser", multipart(fields), bearar(stranger)))).status).toBe(403)
        }
        const victim = (await api.get("/shop/users/victim@example.com", bearar(owner))).data
        expect(victim).toMatchObject({ email: "victim@example.com", phone: null, rodeOrVillage: null })
      })

      it("a customer record made before this rule for someone else's email opens nothing of theirs", async () => {
        // As main allowed it: the squatter's sign-in linked to a record carrying the victim's email.
        const squatterToken = await register("squatter@example.com")
        const squatterSignIn = (await getContainer().resolve(Modules.AUTH).listProviderIdentities({ entity_id: "squatter@example.com" }))[0]
        const record = await getContainer()
          .resolve(Modules.CUSTOMER)
          .createCustomers({ email: "LATE.OWNER@EXAMPLE.COM", has_account: true, first_name: "Squat" })
        const auth = getContainer().resolve(Modules.AUTH)
        await auth.updateAuthIdentities({ id: squatterSignIn.auth_identity_id!, app_metadata: { customer_id: record.id } })
        const squatter = await signInAs("squatter@example.com")
        expect(squatterToken).toBeTruthy()

        for (const email of ["late.owner@example.com", "LATE.OWNER@EXAMPLE.COM"]) {
          expect((await failure(api.get(`/shop/users/${email}`, bearar(squatter)))).status).toBe(403)
          expect((await failure(api.get(`/shop/orders/${email}`, bearar(squatter)))).status).toBe(403)
        }

        // make-admin before the owner ever signed in: nobody proved the email, nobody is promoted.
        const early = await failure(api.post("/admin/make-admin", { email: "late.owner@example.com", role: "owner", confirm: true }, session.admin))
        expect([early.status, early.data.message]).toEqual([404, messages.noSignInWithEmail("late.owner@example.com")])
        expect((await api.get("/store/customers/me/access", withKey(squatter))).data.admin).toBe(false)

        // The owner registers: a sign-in alone is no account, nobody is promoted yet.
        await register("Late.Owner@example.com")
        const signInOnly = await failure(api.post("/admin/make-admin", { email: "late.owner@example.com", role: "owner", confirm: true }, session.admin))
        expect([signInOnly.status, signInOnly.data.message]).toEqual([404, messages.noSignInWithEmail("late.owner@example.com")])
        // The owner opens their account (the squat record is not theirs and is not served).
        const ownerCustomer = await createCustomer(await signInAs("late.owner@example.com"), { first_name: "Late", last_name: "Owner" })
        expect(ownerCustomer.data.customer).toMatchObject({ email: "late.owner@example.com", first_name: "Late" })
        // make-admin now grants the owner's sign-in, never the squatter's.
        const { data } = await api.post("/admin/make-admin", { email: "LATE.OWNER@example.com", role: "owner", confirm: true }, session.admin)
        expect(data).toMatchObject({ created: true })
        const ownerAdmin = await api.get("/admin/users/me", { headers: { authorization: `Bearer ${await signInAs("late.owner@example.com", "user")}` } })
        expect(ownerAdmin.data.user).toMatchObject({ id: data.user_id, email: "late.owner@example.com" })
        expect((await api.get("/store/customers/me/access", withKey(squatter))).data.admin).toBe(false)
        const squatterAsUser = await signInAs("squatter@example.com", "user")
        expect((await failure(api.get("/admin/users/me", { headers: { authorization: `Bearer ${squatterAsUser}` } }))).status).toBe(401)

        // /shop answers the owner with their account, not the squat.
        const ownerToken = await signInAs("late.owner@example.com")
        const mine = (await api.get("/shop/users/LATE.OWNER@EXAMPLE.COM", bearar(ownerToken))).data
        expect(mine).toMatchObject({ _id: ownerCustomer.data.customer.id, displayName: "Late Owner" })
      })

      it("make-admin after a refused squat attempt grants the real owner's sign-in only", async () => {
        const stranger = await register("hopeful.admin@example.com")
        expect((await failure(createCustomer(stranger, { email: "Boss@Example.com" }))).status).toBe(403)
        await createCustomer(stranger, {})
        const owner = await newCustomer("boss@example.com")

        const { data } = await api.post("/admin/make-admin", { email: "BOSS@EXAMPLE.COM", role: "owner", confirm: true }, session.admin)
        expect(data).toMatchObject({ created: true })
        expect((await api.get("/store/customers/me/access", withKey(owner))).data.admin).toBe(true)
        expect((await api.get("/store/customers/me/access", withKey(await signInAs("hopeful.admin@example.com")))).data.admin).toBe(false)
      })
    })

    describe("customer metadata the shop reads is the server's", () => {
      let productKey: string
      const productFile = () => join(uploadDir, productKey)

      beforeAll(async () => {
        // A product picture, stored as the admin's uploads store it.
        const { result } = await uploadFilesWorkflow(getContainer()).run({
          input: { files: [{ filename: "product-front.png", mimeType: "image/png", content: PNG.toString("base64"), access: "public" }] },
        })
        productKey = result[0].id
      })

      it("refuses setting the avatar keys through POST /store/customers/me and /store/customers; other metadata is the customer's", async () => {
        const token = await newCustomer("meta.writer@example.com")
        for (const metadata of [
          { avatar_file_id: "x" },
          { avatar_url: "https://tracker.example/pixel.png" },
          { avatar_file_id: "products/front.png", note: "x" },
        ]) {
          const refused = await failure(api.post("/store/customers/me", { metadata: { ...metadata } }, withKey(token)))
          expect(refused.status).toBe(400)
          expect(refused.data.message).toBe(messages.customerMetadataReserved(Object.keys(metadata).filter((k) => k.startsWith("avatar"))))
        }
        const fine = await api.post("/store/customers/me", { metadata: { favourite: "bmx" }, first_name: "Meta" }, withKey(token))
        expect(fine.data.customer).toMatchObject({ first_name: "Meta", metadata: { favourite: "bmx" } })

        const fresh = await register("meta.new@example.com")
        const refused = await failure(createCustomer(fresh, { metadata: { avatar_file_id: productKey } }))
        expect([refused.status, refused.data.message]).toEqual([400, messages.customerMetadataReserved(["avatar_file_id"])])
        expect(await accountsWithEmail("meta.new@example.com")).toEqual([])
      })

      it("changing one's picture never deletes another file, and only the shop's own stored picture is shown", async () => {
        const token = await newCustomer("picture.thief@example.com")
        expect((await failure(api.post("/store/customers/me", { metadata: { avatar_file_id: productKey } }, withKey(token)))).status).toBe(400)
        // As main allowed it: metadata naming the product picture and an outside address.
        const me = (await api.get("/store/customers/me", withKey(token))).data.customer
        await getContainer()
          .resolve(Modules.CUSTOMER)
          .updateCustomers(me.id, { metadata: { avatar_file_id: productKey, avatar_url: "https://tracker.example/pixel.png" } })
        await api.post("/store/reviews", { description: "Fast delivery.", rating: 5 }, withKey(token))

        // The outside address is shown nowhere.
        expect((await api.get("/store/customers/me", withKey(token))).data.customer.metadata.avatar_url).toBeUndefined()
        const listed = (await api.get("/store/reviews", { headers: { "x-publishable-api-key": key } })).data.reviews
        expect(listed.find((review: { description: string }) => review.description === "Fast delivery.").author.avatar_url).toBeNull()
        const compat = (await api.get("/shop/reviews")).data
        expect(compat.find((review: { description: string }) => review.description === "Fast delivery.").user[0].imgUrl).toBeNull()
        expect((await api.get("/shop/users/picture.thief@example.com", bearar(token))).data).toMatchObject({ imgUrl: null, imgId: null })

        // Changing the picture (storefront route, then /shop) leaves the product picture alone.
        const first = (await api.post("/store/customers/me/avatar", multipart({}, { image: png("me.png") }), withKey(token))).data.customer
        expect(existsSync(productFile())).toBe(true)
        expect(first.metadata.avatar_url).toMatch(/^https?:\/\/.+\/static\/.+\.png$/)
        expect(first.metadata.avatar_file_id).toMatch(new RegExp(`^\\d+-avatar-${me.id}-[0-9a-f]{12}\\.png$`))

        // Now shown everywhere, as the shop stored it.
        const listedAfter = (await api.get("/store/reviews", { headers: { "x-publishable-api-key": key } })).data.reviews
        expect(listedAfter.find((review: { description: string }) => review.description === "Fast delivery.").author.avatar_url).toBe(first.metadata.avatar_url)
        expect((await api.get("/shop/users/picture.thief@example.com", bearar(token))).data).toMatchObject({
          imgUrl: first.metadata.avatar_url,
          imgId: first.metadata.avatar_file_id,
        })

        const fields = {
          email: "picture.thief@example.com",
          division: "Dhaka",
          district: "Dhaka",
          policeStation: "Mirpur Model",
          rodeOrVillage: "Road 1",
          phone: "01712345678",
        }
        await api.put("/shop/users/updateUser", multipart(fields, { img: { bytes: WEBP, name: "me.webp", type: "image/webp" } }), bearar(token))
        const second = (await api.get("/store/customers/me", withKey(token))).data.customer
        expect(second.metadata.avatar_url).toMatch(/\.webp$/)
        // Its own previous picture is replaced; the product picture is still there.
        expect(existsSync(join(uploadDir, first.metadata.avatar_file_id))).toBe(false)
        expect(existsSync(join(uploadDir, second.metadata.avatar_file_id))).toBe(true)
        expect(existsSync(productFile())).toBe(true)
      })

      it("another customer's avatar is not deleted by naming it either", async () => {
        const victim = await newCustomer("avatar.owner@example.com")
        const victimAvatar = (await api.post("/store/customers/me/avatar", multipart({}, { image: png("v.png") }), withKey(victim))).data.customer.metadata
        const thief = await newCustomer("avatar.thief@example.com")
        const thiefId = (await api.get("/store/customers/me", withKey(thief))).data.customer.id
        await getContainer()
          .resolve(Modules.CUSTOMER)
          .updateCustomers(thiefId, { metadata: { ...victimAvatar } })
        expect((await api.get("/store/customers/me", withKey(thief))).data.customer.metadata.avatar_url).toBeUndefined()
        await api.post("/store/customers/me/avatar", multipart({}, { image: png("t.png") }), withKey(thief))
        expect(existsSync(join(uploadDir, victimAvatar.avatar_file_id))).toBe(true)
        expect((await api.get("/store/customers/me", withKey(victim))).data.customer.metadata.avatar_url).toBe(victimAvatar.avatar_url)
      })

      it("an upload named like a customer's avatar by its sender is renamed: never shown as, nor deleted as, that avatar", async () => {
        const token = await newCustomer("avatar.lookalike@example.com")
        const me = (await api.get("/store/customers/me", withKey(token))).data.customer
        // Through /admin/uploads (the sender's filename reaches the provider) and the workflow with a filename only.
        const uploaded = (await api.post("/admin/uploads", multipart({}, { files: png(`avatar-${me.id}.png`) }), session.admin)).data.files[0]
        const { result } = await uploadFilesWorkflow(getContainer()).run({
          input: { files: [{ filename: `avatar-${me.id}-0123456789ab.png`, mimeType: "image/png", content: PNG.toString("base64"), access: "public" }] },
        })
        for (const file of [uploaded, result[0]]) {
          expect(file.id).toMatch(/^\d+-[0-9a-f]{12}\.png$/)
          await getContainer()
            .resolve(Modules.CUSTOMER)
            .updateCustomers(me.id, { metadata: { avatar_file_id: file.id, avatar_url: file.url } })
          expect((await api.get("/store/customers/me", withKey(token))).data.customer.metadata.avatar_url).toBeUndefined()
          await api.post("/store/customers/me/avatar", multipart({}, { image: png("me.png") }), withKey(token))
          expect(existsSync(join(uploadDir, file.id))).toBe(true)
        }
      })
    })

    describe("case-variant duplicates made before the rule", () => {
      it("are reported once per group at boot, with accounts whose sign-ins proved another email; nothing is deleted", async () => {
        const container = getContainer()
        const customers = container.resolve(Modules.CUSTOMER)
        const twins = await customers.createCustomers([
          { email: "twin@example.com", has_account: true },
          { email: "Twin@Example.com", has_account: true },
        ])
        await customers.createCustomers([{ email: "TWIN@example.com", has_account: false }]) // a guest: not an account
        const auth = container.resolve(Modules.AUTH)
        const signIns = await auth.createAuthIdentities([
          { provider_identities: [{ provider: "emailpass", entity_id: "Pair@Example.com" }] },
          { provider_identities: [{ provider: "emailpass", entity_id: "pair@example.com" }] },
        ])

        // And a squat made before emails were bound: a sign-in for one email, an account for another.
        const [squat] = await auth.createAuthIdentities([{ provider_identities: [{ provider: "emailpass", entity_id: "squat.maker@example.com" }] }])
        const squatted = await customers.createCustomers({ email: "Squatted@Example.com", has_account: true })
        await auth.updateAuthIdentities({ id: squat.id, app_metadata: { customer_id: squatted.id } })

        const warnings: string[] = []
        const logger = { warn: (line: string) => warnings.push(line), debug: () => undefined, info: () => undefined, error: () => undefined }
        const loaderContainer = {
          resolve: (name: string) => (name === ContainerRegistrationKeys.LOGGER ? logger : container.resolve(name)),
        }
        await reportEmailDuplicates({ container: loaderContainer } as never)

        const twinWarnings = warnings.filter((line) => line.includes("twin@example.com"))
        expect(twinWarnings).toHaveLength(1)
        expect(twinWarnings[0]).toContain("2 customer accounts")
        for (const twin of twins) expect(twinWarnings[0]).toContain(twin.id)
        const pairWarnings = warnings.filter((line) => line.includes("pair@example.com"))
        expect(pairWarnings).toHaveLength(1)
        expect(pairWarnings[0]).toContain("2 password sign-ins")
        for (const signIn of signIns) expect(pairWarnings[0]).toContain(signIn.id)
        const squatWarnings = warnings.filter((line) => line.includes(squatted.id))
        expect(squatWarnings).toEqual([expect.stringContaining("its sign-ins proved squat.maker@example.com")])
        // Accounts whose sign-in proved their email (the demo accounts, the twins' none) are not named.
        expect(warnings.filter((line) => line.includes("customer@") || line.includes("admin@"))).toEqual([])
        // Nothing deleted.
        expect(await customers.listCustomers({ email: { $ilike: "twin@example.com" } })).toHaveLength(3)
        // The check is the identity-check module's boot loader.
        expect((identityCheckModule as { loaders?: unknown[] }).loaders).toContain(reportEmailDuplicates)
      })
    })
  },
})

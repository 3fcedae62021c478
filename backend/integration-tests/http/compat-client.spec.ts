import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { signIn, type Session } from "./helpers/accounts"
import { createProduct } from "./helpers/checkout"
import { bearar, compatCallers, type CompatCallers } from "./helpers/compat"
import { multipart, png } from "./helpers/multipart"
import {
  cartIdsPath,
  cartOrderBody,
  deleted,
  inserted,
  isList,
  makeUserBody,
  modified,
  priceBoxes,
  profileForm,
  PROFILE_PICTURE,
  randomPosition,
  shopListPath,
} from "./helpers/original-client"

jest.setTimeout(300_000)

/**
 * Contract tests: the original front end's own calls (helpers/original-client.ts rebuilds them
 * as its code does) against /shop, each answer judged by the test the client applies to it.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let callers: CompatCallers
    const products: string[] = []

    const register = async (email: string) => (await api.post("/auth/customer/emailpass/register", { email, password: "a-long-password" })).data.token as string
    /** Firebase.jsx checkUser(): GET /users/login/{email}; `res.ok`, then user, token and admin. */
    const login = async (email: string, token: string) => {
      const response = await api.get(`/shop/users/login/${email}`, bearar(token))
      return { ok: response.status === 200, ...response.data }
    }
    const userOf = async (caller: { email: string; token: string }) => (await api.get(`/shop/users/${caller.email}`, bearar(caller.token))).data

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      callers = await compatCallers(api, session)
      // More than 50 products, so the shop page's random position goes past 50.
      for (let i = 1; i <= 52; i++) {
        products.push((await createProduct(getContainer(), session.shop, `Contract Bike ${String(i).padStart(2, "0")}`, 1_000 * i, 10)).productId)
      }
    })

    describe("the shop page (Shop.jsx, PriceFilter.jsx)", () => {
      it("gets a list for rendom/0 and rendom/{L-1} with L > 50, the product at that place", async () => {
        const list = (await api.get(shopListPath({}))).data
        expect(isList(list) && list.length).toBeGreaterThan(50)
        const first = randomPosition(list.length, 0)
        const last = randomPosition(list.length, 0.999999)
        expect([first, last]).toEqual([0, list.length - 1])
        for (const n of [first, last]) {
          const { data } = await api.get(`/shop/products/rendom/${n}`)
          expect(isList(data) && data.map((p: { _id: string }) => p._id)).toEqual([list[n]._id])
        }
      })

      it("gets a list when a price box is empty (NaN), bounded by the other box", async () => {
        const below = (await api.get(shopListPath({ minMax: priceBoxes("", "5000") }))).data
        expect(shopListPath({ minMax: priceBoxes("", "5000") })).toBe("/shop/products?min=NaN&max=5000")
        expect(isList(below) && below.map((p: { price: number }) => p.price).sort((a: number, b: number) => a - b)).toEqual([1000, 2000, 3000, 4000, 5000])
        const above = (await api.get(shopListPath({ minMax: priceBoxes("50000", "") }))).data
        expect(isList(above) && above.every((p: { price: number }) => p.price >= 50_000)).toBe(true)
        expect(above.length).toBeGreaterThanOrEqual(3)
        const both = (await api.get(shopListPath({ minMax: priceBoxes("", "") }))).data
        expect(isList(both) && both.length).toBe((await api.get("/shop/products")).data.length)
      })

      it("gets the home page's 8 latest products", async () => {
        const { data } = await api.get("/shop/products/home")
        expect(isList(data) && data.length).toBe(8)
      })

      it("gets search results, and a refusal it shows as 'No product found' for a raw %", async () => {
        const { data } = await api.get("/shop/products/searchProduct/contract bike 0")
        expect(isList(data) && data.length).toBe(9)
        const raw = await api.get("/shop/products/searchProduct/50%").catch((error: { response: { status: number; data: any } }) => error.response)
        // SearchBar.jsx shows its results when data.length, else "No product found": never a 5xx.
        expect([raw.status < 500, raw.data.length]).toEqual([true, undefined])
      })
    })

    describe("a new shopper (Firebase.jsx, UpdateProfile.jsx)", () => {
      /** Sign-up, then makeUser() as the client sends it right after: displayName null. Each test has its own (the database is reset between tests). */
      const newShopper = async (email: string) => {
        const made = (await api.put("/shop/users", makeUserBody(null, email), bearar(await register(email)))).data
        expect(made.token).toEqual(expect.any(String))
        return made.token as string
      }

      it("right after an email sign-up, PUT /users with displayName null creates the user; the login then works", async () => {
        const email = "new.shopper@example.com"
        const token = await newShopper(email)
        const first = await login(email, token)
        expect([first.ok, first.user.email, first.user.displayName, first.admin]).toEqual([true, email, null, false])
        // The next sign-in knows the name; a later null (another device) keeps it.
        await api.put("/shop/users", makeUserBody("Nadia Islam", email), bearar(token))
        await api.put("/shop/users", makeUserBody(null, email), bearar(token))
        expect((await login(email, token)).user.displayName).toBe("Nadia Islam")
      })

      it("updates only the phone, then the address typed with old spellings and a picture in `profile`", async () => {
        const email = "phone.first@example.com"
        const token = await newShopper(email)
        const badPhone = await api
          .put("/shop/users/updateUser", profileForm(email, { phone: "12345" }), bearar(token))
          .catch((error: { response: { status: number; data: any } }) => error.response)
        expect([badPhone.status, badPhone.data.message]).toEqual([400, "phone must be a Bangladeshi mobile number, like 01712345678"])
        expect((await login(email, token)).user.phone).toBeNull()
        const phoneOnly = (await api.put("/shop/users/updateUser", profileForm(email, { phone: "01712345678" }), bearar(token))).data
        expect(modified(phoneOnly)).toBe(true)
        expect((await login(email, token)).user).toMatchObject({ phone: "01712345678", division: null })

        const form = profileForm(
          email,
          { division: "Chittagong", district: "chittagong", policeStation: "double mooring", rodeOrVillage: "Agrabad C/A" },
          PROFILE_PICTURE
        )
        const full = (await api.put("/shop/users/updateUser", form, bearar(token))).data
        expect(modified(full)).toBe(true)
        const { user } = await login(email, token)
        expect(user).toMatchObject({
          division: "Chattogram",
          district: "Chattogram",
          policeStation: "Double Mooring",
          rodeOrVillage: "Agrabad C/A",
          phone: "01712345678",
        })
        expect(user.imgUrl).toMatch(/^https?:\/\/.+\.png$/)

        // Only the thana changes; the rest is kept. A place that is not one is refused, nothing written.
        expect(modified((await api.put("/shop/users/updateUser", profileForm(email, { policeStation: "Kotwali" }), bearar(token))).data)).toBe(true)
        const wrong = await api
          .put("/shop/users/updateUser", profileForm(email, { policeStation: "Gotham" }), bearar(token))
          .catch((error: { response: { status: number; data: any } }) => error.response)
        expect([wrong.status, wrong.data.message]).toEqual([400, "Gotham is not a police station (thana) of Chattogram district"])
        expect((await login(email, token)).user).toMatchObject({ division: "Chattogram", policeStation: "Kotwali" })
      })

      it.each([
        [{ division: "dhaka", district: "Dhaka", policeStation: "Mirpur" }, "Mirpur Model"],
        [{ division: "Dhaka", district: "dhaka", policeStation: "dhanmondi" }, "Dhanmondi"],
      ])("a shopper typing %j gets the canonical place", async (boxes, thana) => {
        const email = `typed.${thana.split(" ")[0].toLowerCase()}@example.com`
        const token = await newShopper(email)
        const answer = (await api.put("/shop/users/updateUser", profileForm(email, { ...boxes, rodeOrVillage: "Road 7", phone: "01812345678" }), bearar(token)))
          .data
        expect(modified(answer)).toBe(true)
        expect((await login(email, token)).user).toMatchObject({ division: "Dhaka", district: "Dhaka", policeStation: thana, rodeOrVillage: "Road 7" })
      })
    })

    describe("cart and checkout (Product.jsx, ViewCart.jsx, Purchase.jsx, MyOrder.jsx)", () => {
      const address = { division: "Dhaka", district: "Dhaka", policeStation: "Mirpur", rodeOrVillage: "Road 7, Block C", phone: "01712345678" }

      it("adds to the cart, orders it, and the ordered items are gone from the server cart", async () => {
        const customer = callers.customer
        let cart: { id: string; quantity: number }[] = []
        for (const id of [products[0], products[1]]) {
          cart = [...cart, { id, quantity: 1 }]
          expect(modified((await api.put(`/shop/users/carts/${customer.email}`, cart, customer)).data)).toBe(true)
        }
        cart[1].quantity = 2
        const listed = (await api.get(cartIdsPath(cart))).data
        expect(isList(listed) && listed.map((p: { _id: string }) => p._id)).toEqual([products[0], products[1]])

        const order = (await api.post("/shop/orders", cartOrderBody(listed, cart, address), customer)).data
        expect(inserted(order)).toBe(true)
        expect((await userOf(customer)).cart).toEqual([])

        const mine = (await api.get(`/shop/orders/${customer.email}`, customer)).data
        const placed = mine.find((o: { _id: string }) => o._id === order.insertedId)
        expect(placed).toMatchObject({ status: "pending", policeStation: "Mirpur Model", date: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/) })
        // An order's lines come in no particular order.
        const lines = placed.products.map((p: { _id: string; quantity: number }) => [p._id, p.quantity]).sort()
        expect(lines).toEqual(
          [
            [products[0], 1],
            [products[1], 2],
          ].sort()
        )
      })

      it("a product deleted while in a cart is left out of the cart, its product list and the next save", async () => {
        const customer = callers.other
        const [gone, kept, added] = [products[10], products[11], products[12]]
        const cart = [
          { id: gone, quantity: 1 },
          { id: kept, quantity: 1 },
        ]
        expect(modified((await api.put(`/shop/users/carts/${customer.email}`, cart, customer)).data)).toBe(true)
        expect(deleted((await api.delete(`/shop/products/${gone}`, { headers: { ...callers.admin.headers, imgId: "x" } })).data)).toBe(true)

        expect((await userOf(customer)).cart).toEqual([{ id: kept, quantity: 1 }])
        const listed = (await api.get(cartIdsPath(cart))).data
        expect(isList(listed) && listed.map((p: { _id: string }) => p._id)).toEqual([kept])
        // The page still holds the old cart and sends it back with the next product.
        const next = [...cart, { id: added, quantity: 1 }]
        expect(modified((await api.put(`/shop/users/carts/${customer.email}`, next, customer)).data)).toBe(true)
        expect((await userOf(customer)).cart).toEqual([
          { id: kept, quantity: 1 },
          { id: added, quantity: 1 },
        ])
      })
    })

    it("an order is placed even when the cart still holds a product deleted since", async () => {
      const customer = callers.other
      const [kept, gone] = [products[20], products[21]]
      const cart = [
        { id: kept, quantity: 1 },
        { id: gone, quantity: 1 },
      ]
      expect(modified((await api.put(`/shop/users/carts/${customer.email}`, cart, customer)).data)).toBe(true)
      await api.delete(`/shop/products/${gone}`, callers.admin)
      const listed = (await api.get(cartIdsPath(cart))).data
      const address = { division: "Dhaka", district: "Dhaka", policeStation: "Mirpur", rodeOrVillage: "Road 7, Block C", phone: "01712345678" }
      expect(inserted((await api.post("/shop/orders", cartOrderBody(listed, cart, address), customer)).data)).toBe(true)
      expect((await userOf(customer)).cart).toEqual([])
    })

    describe("news and reviews (News.jsx, AddNews.jsx, MyReview.jsx)", () => {
      it("prints news dates as the client wrote them (M/D/YYYY)", async () => {
        const date = new Date(2026, 10, 25).toLocaleDateString("en-US")
        const form = multipart({ date, title: "Winter service", description: "Free brake check." }, { img: png("news.png") })
        expect(inserted((await api.post("/shop/news", form, callers.admin)).data)).toBe(true)
        const news = (await api.get("/shop/news")).data
        expect(news.find((item: { title: string }) => item.title === "Winter service").date).toBe("11/25/2026")
      })

      it("reads a customer's own reviews by email, in any letter case; not another's", async () => {
        expect(inserted((await api.post("/shop/reviews", { description: "Quick delivery", rating: 4.5 }, callers.customer)).data)).toBe(true)
        const mine = (await api.get(`/shop/reviews/${callers.customer.email.toUpperCase()}`, callers.customer)).data
        expect(isList(mine) && mine.map((review: { description: string }) => review.description)).toEqual(["Quick delivery"])
        const refused = await api
          .get(`/shop/reviews/${callers.customer.email}`, callers.other)
          .catch((error: { response: { status: number; data: any } }) => error.response)
        expect(refused.status).toBe(403)
        expect((await api.get(`/shop/reviews/${callers.customer.email}`, callers.admin)).data).toHaveLength(1)
      })
    })
  },
})

import { MAX_NESTING, MAX_TEXT_LENGTH } from "../input-limits"
import { pathProblem, urlProblem, valueProblem } from "../input-check"
import { messages } from "../../messages"

describe("input checks (the input guard's rules)", () => {
  it.each([
    ["/store/carts/%00", messages.inputNulCharacter("The address")],
    ["/store/carts/a%00b/line-items", messages.inputNulCharacter("The address")],
    ["/store/products/%E0%A4%A", messages.inputBadEncoding],
    ["/shop/users/%", messages.inputBadEncoding],
    ["/store/carts/cart_01?x=%00", undefined],
    ["/store/products/prod_01", undefined],
    ["/shop/products/searchProduct/road%20bike", undefined],
    ["/auth/customer/emailpas%73/register", messages.inputEncodedUnreserved("%73")],
    ["/store/c%61rts", messages.inputEncodedUnreserved("%61")],
    ["/store/carts/cart%5F01", messages.inputEncodedUnreserved("%5F")],
    ["/store/products/%7Eme", messages.inputEncodedUnreserved("%7E")],
    ["/store/products/a%2Db", messages.inputEncodedUnreserved("%2D")],
    ["/store/products/%2e%2e", messages.inputEncodedUnreserved("%2e")],
    ["/store/products/%31", messages.inputEncodedUnreserved("%31")],
    ["/store/products/%5A", messages.inputEncodedUnreserved("%5A")],
    ["/shop/users/a%40example.com", undefined],
    ["/shop/users/a%2Bshop%40example.com", undefined],
    ["/shop/products/searchProduct/%E0%A6%B8%E0%A6%BE", undefined],
    ["/shop/products/a%2Fb", undefined],
    ["/shop/products/%60%7B%5B%40%3A%2F", undefined],
    ["/store/carts/cart_01?q=%61", undefined],
  ])("path %s", (url, expected) => {
    expect(pathProblem(url)).toBe(expected)
  })

  it("refuses a NUL in the query for callers without a parsed query (the cache)", () => {
    expect(urlProblem("/store/catalogue/products?q=%00")).toBe(messages.inputNulCharacter("The query"))
    expect(urlProblem("/store/catalogue/products?q=road%20bike&limit=10")).toBeUndefined()
  })

  const deep = () => {
    let value: unknown = "x"
    for (let i = 0; i < MAX_NESTING + 1; i++) value = [value]
    return value
  }

  it.each<[string, unknown, "query" | "body", string | undefined]>([
    ["a NUL in a value", { first_name: "a\u0000b" }, "body", messages.inputNulCharacter('The field "first_name"')],
    ["a NUL in a nested value", { items: [{ note: "\u0000" }] }, "body", messages.inputNulCharacter('The field "items[0].note"')],
    ["a NUL in a key", { ["a\u0000"]: 1 }, "body", messages.inputNulCharacter("A field name")],
    ["a NUL in a query value", { q: "\u0000" }, "query", messages.inputNulCharacter('The query parameter "q"')],
    ["an over-long text", { description: "x".repeat(MAX_TEXT_LENGTH + 1) }, "body", messages.inputTooLong('The field "description"', MAX_TEXT_LENGTH)],
    ["1e308", { quantity: 1e308 }, "body", messages.inputNumberOutOfRange('The field "quantity"')],
    ["Infinity (1e400 in JSON)", { quantity: Infinity }, "body", messages.inputNumberOutOfRange('The field "quantity"')],
    ["a huge offset", { offset: "99999999999999999999" }, "query", messages.inputNumberOutOfRange('The query parameter "offset"')],
    ["a huge limit", { limit: "1e30" }, "query", messages.inputNumberOutOfRange('The query parameter "limit"')],
    ["a negative offset", { offset: "-1" }, "query", messages.inputPagingInvalid("offset")],
    ["a fractional limit", { limit: "1.5" }, "query", messages.inputPagingInvalid("limit")],
    ["a limit that is not a number (the route's own rule)", { limit: "ten" }, "query", undefined],
    ["a negative price bound (the route's own rule)", { min: "-5" }, "query", undefined],
    ["too deep", { a: deep() }, "body", messages.inputTooDeep(MAX_NESTING)],
    ["a body that is text", "a\u0000", "body", messages.inputNulCharacter("The request body")],
    ["a long digit string in q (search text, not a number)", { q: "99999999999999999999" }, "query", undefined],
    ["a long phone number as text", { phone: "99999999999999999999" }, "body", undefined],
    ["ordinary input", { email: "a@example.com", quantity: 2, items: [{ id: "x" }], ok: true, none: null }, "body", undefined],
    ["a multipart body (no prototype)", Object.assign(Object.create(null), { name: "Road\u0000" }), "body", messages.inputNulCharacter('The field "name"')],
  ])("%s", (_name, value, where, expected) => {
    expect(valueProblem(value, where)).toBe(expected)
  })
})

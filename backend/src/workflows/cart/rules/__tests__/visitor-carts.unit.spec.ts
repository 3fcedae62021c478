import { isGuestCart, isOpenVisitorCart, MERGED_INTO } from "../visitor-carts"

describe("guest carts", () => {
  it("a cart without a customer, or with a guest customer (no account), is a guest's; a registered customer's is not", () => {
    expect(isGuestCart({ customer_id: null })).toBe(true)
    expect(isGuestCart({ customer_id: "cus_guest", customer: { has_account: false } })).toBe(true)
    expect(isGuestCart({ customer_id: "cus_asha", customer: { has_account: true } })).toBe(false)
    // A customer the link does not show is nobody's guest: closed.
    expect(isGuestCart({ customer_id: "cus_gone", customer: null })).toBe(false)
  })

  it("is open to its holder until ordered or merged", () => {
    expect(isOpenVisitorCart({ customer_id: null, completed_at: null, metadata: null })).toBe(true)
    expect(isOpenVisitorCart({ customer_id: "cus_guest", customer: { has_account: false }, metadata: { note: "x" } })).toBe(true)
    expect(isOpenVisitorCart({ customer_id: null, completed_at: new Date() })).toBe(false)
    expect(isOpenVisitorCart({ customer_id: null, metadata: { [MERGED_INTO]: "cart_theirs" } })).toBe(false)
    expect(isOpenVisitorCart({ customer_id: "cus_asha", customer: { has_account: true } })).toBe(false)
  })
})

/** Every message the shop's own API routes and admin widgets show, in one place. */
export const messages = {
  orderApproved: "Order Approved",
  signInRequired: "Please sign in to continue",
  cartNotFound: (id: string) => `Cart with id ${id} was not found`,
  orderNotFound: (id: string) => `Order with id ${id} was not found`,
  paymentCollectionNotFound: (id: string) => `Payment collection with id ${id} was not found`,
  outOfStock: "Sorry, some of the products in your cart are out of stock. Please lower the quantity or remove them.",
  orderCanceledCannotApprove: "A canceled order cannot be approved",
  emailRequired: "email is required",
  emailInvalid: "email must be a valid email address",
  noCustomerWithEmail: (email: string) => `There is no customer with the email ${email}`,
  customerHasNoLogin: (email: string) => `The customer ${email} has no password or sign-in account to make admin`,
} as const

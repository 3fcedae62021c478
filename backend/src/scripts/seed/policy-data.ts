/**
 * The shop's policy pages as first published: plain text, paragraphs separated by blank lines
 * (an admin rewrites them in the storefront's Customize page or Medusa's dashboard). What the
 * shop's settings decide is quoted, not copied: `{dhaka_delivery_days}` and the other
 * placeholders of workflows/policies/rules/policy-text-values.ts and shop-policy-values.ts
 * (the shop's phone, its payment methods) are filled on every read.
 */
export const POLICY_PAGES = [
  {
    handle: "delivery",
    title: "Delivery",
    body: `We deliver bicycles and parts to your door anywhere in Bangladesh through our own riders in Dhaka and trusted courier partners elsewhere.

Delivery charge: {delivery_charge} per order, or {large_order_delivery_charge} when the items come to more than {large_order_threshold} (a larger, heavier parcel). The charge is shown on every product page and again at checkout before you place the order.

How long it takes: inside Dhaka district usually {dhaka_delivery_days}, elsewhere in Bangladesh usually {elsewhere_delivery_days} after we approve your order. The product page and checkout show the current estimate for your district. Hartals, floods and public holidays (Eid, Puja) can add a few days; we will call you if your parcel is delayed.

Bicycles arrive about 85% assembled in a protective box. Our Dhaka riders fit the handlebar, pedals and front wheel for you on request; outside Dhaka a printed guide is in the box, and any local bicycle mechanic can finish the job in about 20 minutes.

You pay by {payment_methods}; with cash on delivery, pay the rider when the parcel is in your hands. Please open the box and check the bicycle in front of the rider; if anything is damaged or missing, refuse the parcel and call us, and we will send a replacement at no cost.`,
  },
  {
    handle: "returns-and-warranty",
    title: "Returns and warranty",
    body: `7-day return: if you change your mind, you may return an unused bicycle or part within 7 days of delivery. It must be unridden, clean, with all accessories, the manual and the original box. Call or message us first; we collect it from you (the delivery charge is not refunded) and refund the price within 7 working days by bKash, Nagad or bank transfer.

Damaged or wrong item: tell us within 48 hours of delivery with a photo. We replace it or refund it in full, including the delivery charge.

Not returnable: bicycles that have been ridden outdoors, parts that have been fitted or cut to size, tubes, tyres and grips that have been used, and items damaged by misuse.

Warranty: every bicycle carries its brand's warranty, honoured by us on the brand's behalf. Frames are usually covered for 1 to 5 years against manufacturing defects (the exact term for each brand is on its warranty card); forks, gears, brakes and other components for 6 months. Keep your order number or the invoice from the box.

The warranty does not cover wear and tear (tyres, tubes, brake pads, chains, cables), accidents, rust from storage in the open, or damage from racing, stunts or overloading.

To claim, call us on {shop_phone} or write to us with your order number and a photo or video of the problem. We inspect the bicycle at our Dhaka workshop or at a partner shop near you and repair or replace the faulty part free of charge.`,
  },
  {
    handle: "privacy",
    title: "Privacy policy",
    body: `We collect only what we need to sell and deliver to you: your name, email address, mobile number, delivery address and the orders you place. If you sign in with Google we receive your name, email address and profile picture from Google.

We use this to deliver your orders, to call or message you about them, and to answer your questions. We do not sell your information and we do not send advertising unless you ask for it.

We share your name, mobile number and address with the courier delivering your parcel, and nothing more. You pay by {payment_methods}, so we never see or store card numbers.

Your password is stored only as a secure hash; nobody at the shop can read it. Our website uses cookies to keep you signed in, to remember your cart and your language; we do not use advertising cookies.

You can see and change your profile and addresses in My account at any time. To have your account and personal information deleted, write to us; we keep order records only as long as Bangladeshi tax and accounting law requires.`,
  },
  {
    handle: "terms",
    title: "Terms and conditions",
    body: `These terms apply to every order placed on this website. By placing an order you agree to them.

Prices are in Bangladeshi taka (BDT) and include VAT where it applies. The delivery charge is added at checkout. We try hard to show correct prices and stock; if a mistake is found after you order, we will call you and you may confirm at the correct price or cancel without charge.

An order is confirmed when we approve it; we may call you to confirm the address before approving. We may cancel an order we cannot fulfil, for example when the last unit has been sold in our showroom, and will tell you the same day.

You pay by {payment_methods}. With cash on delivery, please have the exact amount ready for the rider when possible.

Returns, refunds and warranty claims follow our Returns and warranty policy. Delivery times are estimates, not guarantees; see our Delivery policy.

Use the bicycles safely: wear a helmet, use lights after dark and follow the traffic rules. We are not responsible for injury or damage caused by misuse, poor maintenance or unsafe riding.

These terms are governed by the laws of Bangladesh. If you have a complaint, contact us first ({shop_phone}, {shop_email}); we aim to answer within 2 working days.`,
  },
] as const

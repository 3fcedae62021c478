/**
 * How long a checkout waits for its products' stock locks (Medusa's `reserveInventoryStep` takes
 * the locks of all the cart's inventory items at once, naming no timeout, so the locking
 * provider's default applies: 5 s). It becomes the default of every lock taken without a
 * timeout — the other inventory steps and the catalogue's index writes too (the shop's own
 * locks name theirs).
 * In a rush on one product (a sale, 30 shoppers at once) the reservations queue on that lock;
 * on a loaded 2-core server the tenth in line waited more than 5 s and was told to try again —
 * and Medusa's engine, undoing the order it had made in parallel with the failed reservation,
 * could leave that workflow running forever with the order still linked to the cart (seen in
 * the checkout suite's rush under load). Waiting up to 30 s gives each shopper a real answer,
 * an order or "out of stock", within the cart lock's own two minutes.
 */
export const STOCK_LOCK_WAIT_SECONDS = 30

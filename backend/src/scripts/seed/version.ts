/** Bumped when the seed gains content, so `npm start` knows to run it again (7: the campaigns as promotions; 8: the admin roles; 9: the shop's identity; 10: the order list's default view). */
export const SEED_VERSION = 10

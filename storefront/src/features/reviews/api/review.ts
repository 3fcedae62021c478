/** A product review as the shop's review endpoints answer it (the home page's carousel, the account's list). */
export type Review = { id: string; description: string; rating: number; author: { name: string; avatar_url: string | null } }

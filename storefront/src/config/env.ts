/** The backend's address: baked in at build time, localhost:9000 for a plain dev server. */
export const BACKEND_URL = (import.meta.env.VITE_MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, "")

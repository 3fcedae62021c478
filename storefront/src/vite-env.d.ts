/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The backend's public URL, baked in at build time (npm start sets it from PORT). */
  readonly VITE_MEDUSA_BACKEND_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

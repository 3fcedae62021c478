/**
 * Defined by the host dashboard's Vite build (its `admin.backendUrl`, often empty). Plugins
 * read it instead of `import.meta.env`, which `medusa plugin:build` would freeze at build time.
 */
declare const __BACKEND_URL__: string | undefined

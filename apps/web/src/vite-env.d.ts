/// <reference types="vite/client" />

// Augments Vite's declaration, which only an interface can do.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  /** Base of the API; defaults to `/api` on the same origin. */
  readonly VITE_API_URL?: string;
}

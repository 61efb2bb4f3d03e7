/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly SITE_URL: string;
  readonly ANON_KEY: string;
  readonly BACKEND_URL: string;
}

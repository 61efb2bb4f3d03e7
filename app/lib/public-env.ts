// Values fixed at build time (see vite.config.ts `define`). Public by design: never put a
// secret here, it ends up in the browser bundle.
export const SITE_URL: string = import.meta.env.SITE_URL;
export const ANON_KEY: string = import.meta.env.ANON_KEY;
export const BACKEND_URL: string = import.meta.env.BACKEND_URL;

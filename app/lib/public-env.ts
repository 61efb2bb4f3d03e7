// Values fixed at build time (see vite.config.ts `define`). Public by design: never put a
// secret here, it ends up in the browser bundle.
export const SITE_URL: string = import.meta.env.SITE_URL;
export const ANON_KEY: string = import.meta.env.ANON_KEY;
export const BACKEND_URL: string = import.meta.env.BACKEND_URL;

/** The site's phone and social profiles (build-env.ts, README); empty strings when not set. */
export const CONTACT_CONFIG = {
  phone: import.meta.env.CONTACT_PHONE,
  instagram: import.meta.env.SOCIAL_INSTAGRAM_URL,
  facebook: import.meta.env.SOCIAL_FACEBOOK_URL,
  youtube: import.meta.env.SOCIAL_YOUTUBE_URL,
  x: import.meta.env.SOCIAL_X_URL,
} as const;

/** The data controller and the DPO (build-env.ts, README); empty strings when not set. */
export const CONTROLLER = {
  name: import.meta.env.CONTROLLER_NAME,
  cnpj: import.meta.env.CONTROLLER_CNPJ,
  address: import.meta.env.CONTROLLER_ADDRESS,
  dpoName: import.meta.env.DPO_NAME,
  dpoEmail: import.meta.env.DPO_EMAIL,
} as const;

/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly SITE_URL: string;
  readonly ANON_KEY: string;
  readonly BACKEND_URL: string;
  readonly CONTROLLER_NAME: string;
  readonly CONTROLLER_CNPJ: string;
  readonly CONTROLLER_ADDRESS: string;
  readonly DPO_NAME: string;
  readonly DPO_EMAIL: string;
  readonly CONTACT_PHONE: string;
  readonly SOCIAL_INSTAGRAM_URL: string;
  readonly SOCIAL_FACEBOOK_URL: string;
  readonly SOCIAL_YOUTUBE_URL: string;
  readonly SOCIAL_X_URL: string;
}

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
}

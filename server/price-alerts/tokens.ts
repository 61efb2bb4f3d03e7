// The price alerts' signed links (the newsletter's token shape, unsubscribe-token.ts, under keys
// of their own): confirm one requested vehicle, stop every alert of a subscriber, stop one
// vehicle. Each signs a row id that is never reused, so a link dies with its row.
import { createUnsubscribeSigner, type UnsubscribeSigner } from "../mail/unsubscribe-token.ts";

export type PriceAlertSigners = {
  /** Signs a price_alert_vehicles id: confirms that one request (v2: v1 signed a subscriber
   * id and confirmed every vehicle added so far, a stranger's included). */
  confirm: UnsubscribeSigner;
  /** Signs a subscriber id: stops every alert of the address. */
  stopAll: UnsubscribeSigner;
  /** Signs a price_alert_vehicles id: stops that one vehicle. */
  stopVehicle: UnsubscribeSigner;
};

export function createPriceAlertSigners(serverSecret: string): PriceAlertSigners {
  return {
    confirm: createUnsubscribeSigner(serverSecret, "carro-em-conta/price-alert-confirm/v2"),
    stopAll: createUnsubscribeSigner(serverSecret, "carro-em-conta/price-alert-stop-all/v1"),
    stopVehicle: createUnsubscribeSigner(serverSecret, "carro-em-conta/price-alert-stop-vehicle/v1"),
  };
}

export const PRICE_ALERT_CONFIRM_PATH = "/alertas-de-preco/confirmar";
export const PRICE_ALERT_CANCEL_PATH = "/alertas-de-preco/cancelar";

export function confirmAlertUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${PRICE_ALERT_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

/** Stops every alert of the address (also the List-Unsubscribe URL). */
export function stopAllUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${PRICE_ALERT_CANCEL_PATH}?token=${encodeURIComponent(token)}`;
}

export function stopVehicleUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${PRICE_ALERT_CANCEL_PATH}?veiculo=${encodeURIComponent(token)}`;
}

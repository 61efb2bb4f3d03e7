import { RotateCcw } from "../../components/icons/outline/rotate-ccw.ts";
import { Button } from "../../components/ui/button.tsx";
import { clearedConsentCookie } from "./consent.ts";

/** On the cookie policy page: forget the choice and reload so the banner shows again. */
export function ResetConsentButton() {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        document.cookie = clearedConsentCookie();
        window.location.reload();
      }}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Redefinir preferências de cookies
    </Button>
  );
}

import { Fragment } from "react";
import { emailBreakPieces } from "../../lib/email-breaks.ts";

/**
 * An e-mail address that wraps at sensible points on a narrow screen (lib/email-breaks.ts):
 * a <wbr> between pieces; a piece longer than the line still breaks (overflow-wrap), only then.
 */
export function EmailAddress({ email, className = "" }: { email: string; className?: string }) {
  return (
    <span className={`break-words ${className}`.trim()} data-email-address="">
      {emailBreakPieces(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

import { describe, expect, it } from "vitest";
import { ipvaDataFor, ipvaDataForVisitors } from "../domain/ipva/rates.ts";
import { withoutComments } from "./json-comments.ts";

describe("withoutComments", () => {
  it("drops every $comment, at any depth, and keeps the rest (a visitor's note included)", () => {
    const data = {
      $comment: "read on 28/11",
      year: 2026,
      states: { SP: { $comment: "x", rate: 4, calendar: { $comment: "y", note: "shown" } } },
    };
    expect(withoutComments(data)).toEqual({ year: 2026, states: { SP: { rate: 4, calendar: { note: "shown" } } } });
    // The original is left as it was.
    expect(data.states.SP.calendar.$comment).toBe("y");
  });

  it("the IPVA year pages get has no $comment, where the file has them at every level", () => {
    const raw = JSON.stringify(ipvaDataFor(2026));
    expect(raw).toContain('"$comment"');
    expect(JSON.stringify(ipvaDataForVisitors(2026))).not.toContain('"$comment"');
  });
});

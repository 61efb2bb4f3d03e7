import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { OUTPUT_DIR, renderSocialIcon, socialIconNames } from "../../scripts/social-icons.ts";

describe("the footer's social icons (scripts/social-icons.ts)", () => {
  test("there is one PNG per SVG source, and nothing else in the folder", () => {
    expect(socialIconNames()).toEqual(["facebook", "instagram", "x", "youtube"]);
    expect(readdirSync(OUTPUT_DIR).sort()).toEqual(socialIconNames().map((n) => `${n}.png`));
  });

  test.each(socialIconNames())(
    "public/images/social/%s.png is its source as drawn now (else: npm run icons)",
    async (name) => {
      const committed = readFileSync(join(OUTPUT_DIR, `${name}.png`));
      const drawn = Buffer.from(await renderSocialIcon(name));
      expect(drawn.equals(committed)).toBe(true);
    },
  );
});

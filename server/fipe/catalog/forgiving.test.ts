import { describe, expect, it } from "vitest";
import {
  boundedEditDistance,
  buildVocabulary,
  closestWords,
  forgivingTerms,
  isKnownPrefix,
  typosAllowed,
} from "./forgiving.ts";

// Words as the catalog's search texts hold them (normalized, brand aliases included).
const vocabulary = buildVocabulary(
  "toyota corolla xei 2.0 flex gli cross hyundai hb20 hb20s comfort 1.0 gm chevrolet onix plus lt fiat argo drive gol vw volkswagen cruze".split(
    " ",
  ),
);
const terms = (...words: string[]) => forgivingTerms(words, vocabulary).map((t) => t.alternatives);

describe("boundedEditDistance", () => {
  it.each([
    ["corola", "corolla", 1],
    ["corrolla", "corolla", 1],
    ["corlola", "corolla", 1], // two neighbours swapped
    ["onxi", "onix", 1],
    ["crolola", "corolla", 2],
    ["abc", "abc", 0],
  ])("%s -> %s is %i", (a, b, d) => {
    expect(boundedEditDistance(a, b, 2)).toBe(d);
  });

  it("stops past the bound", () => {
    expect(boundedEditDistance("gol", "corolla", 2)).toBe(3);
    expect(boundedEditDistance("cruzeiro", "cruze", 1)).toBe(2);
  });
});

describe("forgivingTerms", () => {
  it('one or two typos find the word: "corola", "corrolla" -> corolla; "onxi" -> onix', () => {
    expect(terms("corola")).toEqual([["corolla"]]);
    expect(terms("corrolla")).toEqual([["corolla"]]);
    expect(terms("toyta", "corola")).toEqual([["toyota"], ["corolla"]]);
    expect(terms("onxi")).toEqual([["onix"]]);
  });

  it('a missing space between the model and the year: "onix2020" -> onix 2020', () => {
    expect(terms("onix2020")).toEqual([["onix"], ["2020"]]);
    expect(terms("corola2020")).toEqual([["corolla"], ["2020"]]);
  });

  it('an extra space inside a name: "hb 20" -> hb20; "hb 20 2021" keeps the year', () => {
    expect(terms("hb", "20")).toEqual([["hb20"]]);
    expect(terms("hb", "20", "2021")).toEqual([["hb20"], ["2021"]]);
  });

  it("leaves words the catalog knows, years, short words and hopeless words as they are", () => {
    expect(terms("argo", "2023")).toEqual([["argo"], ["2023"]]);
    expect(terms("hb20")).toEqual([["hb20"]]);
    expect(terms("hb20s")).toEqual([["hb20s"]]);
    expect(terms("cor")).toEqual([["cor"]]);
    expect(terms("xyz")).toEqual([["xyz"]]);
    expect(terms("xyzzyplugh")).toEqual([["xyzzyplugh"]]);
    expect(forgivingTerms(["corola"], buildVocabulary([]))).toEqual([{ word: "corola", alternatives: ["corola"] }]);
  });

  it("typos allowed by length: none up to 3 letters, one up to 5, two from 6", () => {
    expect([3, 4, 5, 6, 9].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
    expect(closestWords(vocabulary, "gil")).toEqual([]);
    expect(isKnownPrefix(vocabulary, "coro")).toBe(true);
    expect(isKnownPrefix(vocabulary, "coroa")).toBe(false);
  });
});

import type { AiClosetItem } from "@/lib/ai";
import { outfitsPrompt } from "@/lib/ai/prompt";
import { describe, expect, it } from "vitest";

/** 'new ideas' with a model: the combinations already on screen are named to it, bounded to what it can see. */
const closet: AiClosetItem[] = [
  { id: 1, category: "tops", styleTags: ["navy", "casual"] },
  { id: 2, category: "tops", styleTags: ["white", "casual"] },
  { id: 3, category: "bottoms", styleTags: ["black", "casual"] },
  { id: 4, category: "bottoms", styleTags: ["grey", "casual"] },
  { id: 5, category: "dresses", styleTags: ["pink", "romantic"] },
];

const texts = (parts: Awaited<ReturnType<typeof outfitsPrompt>>["parts"]) =>
  parts.flatMap((part) => (part.type === "text" ? [part.text] : []));

describe("the outfits prompt", () => {
  it("names the combinations already shown, and only those built from listed items", async () => {
    const prompt = await outfitsPrompt(closet, {
      avoid: [[1, 3], [5], [99, 3]],
    });
    const note = texts(prompt.parts).find((text) => text.startsWith("These combinations were already shown"));
    expect(note).toBe("These combinations were already shown; build other ones while the closet allows: [1, 3]; [5].");
  });

  it("says nothing of it on a first ask", async () => {
    const prompt = await outfitsPrompt(closet, {});
    expect(texts(prompt.parts).join("\n")).not.toContain("already shown");
  });

  it("passes the wear log on: recent pieces to leave out, long-unworn ones to rediscover, listed ids only", async () => {
    const prompt = await outfitsPrompt(closet, { worn: { recent: [1, 42], rediscover: [4] } });
    const all = texts(prompt.parts).join("\n");
    expect(all).toContain("Worn in the last 3 days (leave these out when another piece can take their place): 1.");
    expect(all).toContain("say in the description that it is a piece to rediscover): 4.");
  });

  it("says nothing of the wear log when nothing listed was worn", async () => {
    const prompt = await outfitsPrompt(closet, { worn: { recent: [42], rediscover: [] } });
    expect(texts(prompt.parts).join("\n")).not.toContain("Worn in the last");
  });
});

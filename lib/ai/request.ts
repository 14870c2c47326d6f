import { type Season, SEASONS, STYLE_THEMES, type StyleTheme } from "@/lib/constants";
import { type OutfitRequest, PREFERENCES_MAX_CHARS } from "./types";

const SEASON_WORDS: Record<string, Season> = { autumn: "fall", ...Object.fromEntries(SEASONS.map((s) => [s, s])) };

/**
 * POST /api/chat's message as an outfit request: a season or style theme named in it becomes the filter
 * (the first one named wins), and the whole message, bounded, stays preference text. The chat route is
 * not a prompt relay: the engine still builds the request from the owner's closet and its own rules.
 */
export function outfitRequestFromMessage(message: string): OutfitRequest {
  const text = message.trim().slice(0, PREFERENCES_MAX_CHARS);
  const lower = text.toLowerCase();
  const first = <T>(candidates: [string, T][]): T | undefined =>
    candidates
      .map(([word, value]) => ({ at: lower.search(new RegExp(`\\b${word.replace("-", "[- ]?")}\\b`)), value }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0]?.value;
  const season = first(Object.entries(SEASON_WORDS));
  const styleTheme = first<StyleTheme>(STYLE_THEMES.map((theme) => [theme, theme]));
  return {
    ...(season ? { season } : {}),
    ...(styleTheme ? { styleTheme } : {}),
    ...(text ? { preferences: text } : {}),
  };
}

/** Today (issue #29) and the settings behind it: the account page's hemisphere and place, Today's screen. */
export const TODAY_TEXT = {
  placeNotFound: (name: string) =>
    `we couldn't find a place called "${name}". try a nearby city, or enter latitude and longitude.`,
  placeLookupFailed: "the place search isn't reachable right now. try again, or enter latitude and longitude.",
  placeNeedsBoth: "enter both latitude and longitude, or a city name.",
  placeOneWay: "give a city name or latitude and longitude, not both.",
  lookNotFound: "that look has changed since. reload today's looks and try again.",
  empty: "your closet needs at least one top and one bottom (or a dress) to make today's looks.",
  roles: { safe: "safe pick", rediscover: "rediscover", stretch: "stretch" },
  title: "today",
  loading: "finding today's looks…",
  emptyTitle: "nothing to wear yet",
  addPieces: "add pieces",
  lookTitle: (n: number, role: string) => `look ${n} · ${role}`,
  piecesLabel: "pieces",
  woreThis: "wore this",
  worn: "worn today",
  /** `day`: "today", or "tomorrow" for tomorrow's looks (issue #43). */
  lookCount: (n: number, day = "today") => (n === 1 ? `one look ${day}.` : `${n} looks ${day}.`),
  nothingRested: (day = "today") =>
    `no look to rediscover ${day}: none of ${day}'s outfits holds a piece rested for 3 weeks or never worn.`,
  fewLooks: (n: number, day = "today") =>
    n === 1
      ? `one look ${day}: your closet has no other that differs enough. more pieces give more variety.`
      : `${n} looks ${day}: your closet has no other that differs enough. more pieces give more variety.`,
  another: "another look",
  logged: (n: number) => `look ${n} logged for today`,
  undone: "wear removed",
  summary: (date: string, season: string) => `${date} · ${season}`,
  weather: (place: string, morning: number, max: number) => `${place}: ${morning}–${max} °C`,
  /** as the looks' reasons say it ("rain likely (90%)"); by the millimetres when no chance was given */
  rainLikely: (chance: number, mm: number) => (chance > 0 ? `rain likely (${chance}%)` : `rain likely (${mm} mm)`),
  weatherUnavailable: "weather unavailable",
  /** a button's request failed: what did not happen, then why */
  notLogged: (n: number, why: string) => `look ${n} wasn't logged. ${why}`,
  notSwapped: (why: string) => `no other look was loaded. ${why}`,
  notUndone: (n: number, why: string) => `look ${n} is still logged. ${why}`,
  /** the "today | tomorrow" switch (issue #43); also the words the plans' toasts and headings name the day by */
  days: { today: "today", tomorrow: "tomorrow" },
  daySwitch: "which day",
  loadingTomorrow: "finding tomorrow's looks…",
  summaryTomorrow: (date: string, season: string) => `tomorrow · ${date} · ${season}`,
  lookName: (n: number) => `look ${n}`,
  notPlanned: (n: number, why: string) => `look ${n} wasn't planned. ${why}`,
  planNotUndone: (n: number, why: string) => `look ${n} is still planned. ${why}`,
  notWornAsPlanned: (what: string, why: string) => `${what} wasn't logged. ${why}`,
  wearNotUndone: (what: string, why: string) => `${what} is still logged. ${why}`,
  hemisphereLabel: "hemisphere",
  hemispheres: { north: "northern", south: "southern" },
  placeLabel: "place for the weather",
  placeHint: "a city name, or latitude, longitude (e.g. 48.85, 2.35). leave empty for no weather.",
  settingsTitle: "today's looks",
  settingsIntro: "the season comes from your hemisphere; a place adds the day's weather.",
  save: "save",
  saved: "saved",
} as const;

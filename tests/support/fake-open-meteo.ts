import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake Open-Meteo on loopback (issue #29): GET /v1/forecast (daily max/min, rain, hourly
 * temperature) and GET /v1/search (geocoding). Tests point WEATHER_URL and GEOCODING_URL at it,
 * set the day's weather or a hang, and read back what the app asked.
 */
export type FakeDay = { minC: number; maxC: number; morningC?: number; rainMm?: number; rainChance?: number };
export type FakeOpenMeteo = {
  forecastUrl: string;
  geocodingUrl: string;
  requests: URL[];
  /** The weather every forecast answers; "hang" never answers (the app's 2 s timeout), "error" answers 500. */
  setWeather: (day: FakeDay | "hang" | "error") => void;
  /** Places the geocoder knows, by lower-case name. */
  places: Map<string, { name: string; latitude: number; longitude: number; country?: string }>;
  close: () => Promise<void>;
};

export async function startFakeOpenMeteo(port = 0): Promise<FakeOpenMeteo> {
  let weather: FakeDay | "hang" | "error" = { minC: 12, maxC: 18 };
  const requests: URL[] = [];
  const places = new Map([["paris", { name: "Paris", latitude: 48.85, longitude: 2.35, country: "France" }]]);
  const hanging = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    if (url.pathname === "/v1/search") {
      const place = places.get((url.searchParams.get("name") ?? "").trim().toLowerCase());
      return json(res, 200, place ? { results: [place] } : { generationtime_ms: 0.1 });
    }
    if (url.pathname !== "/v1/forecast") return json(res, 404, { error: true, reason: "not found" });
    if (weather === "hang") {
      hanging.add(res);
      return;
    }
    if (weather === "error") return json(res, 500, { error: true, reason: "down" });
    const date = url.searchParams.get("start_date") ?? "2026-01-01";
    const hours = Array.from({ length: 24 }, (_, h) => `${date}T${String(h).padStart(2, "0")}:00`);
    const { minC, maxC, morningC = minC, rainMm = 0, rainChance = 0 } = weather;
    json(res, 200, {
      latitude: Number(url.searchParams.get("latitude")),
      longitude: Number(url.searchParams.get("longitude")),
      daily: {
        time: [date],
        temperature_2m_max: [maxC],
        temperature_2m_min: [minC],
        precipitation_sum: [rainMm],
        precipitation_probability_max: [rainChance],
      },
      hourly: { time: hours, temperature_2m: hours.map((_, h) => (h === 8 ? morningC : (minC + maxC) / 2)) },
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    forecastUrl: `${base}/v1/forecast`,
    geocodingUrl: `${base}/v1/search`,
    requests,
    places,
    setWeather: (day) => {
      weather = day;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

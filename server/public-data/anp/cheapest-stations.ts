// The cheapest surveyed stations of each municipality and product in the file's newest survey
// week, kept as the ANP's file is read (the pages show the newest week's): per municipality and
// product only the few cheapest (CHEAPEST_STATIONS), each station once at its lowest price of
// the week (the ANP surveys a station about once a week; a second survey in the same week
// counts when it is cheaper). Lines of older weeks are passed over, and a newer week drops what
// was kept of the older one, so a semiannual file keeps one week's groups, not 26. Each
// station's name and address are kept once, by its CNPJ, copied out of the line they came in
// (a slice would keep the whole line alive). Memory grows with the stations, not the lines.

/** How many stations a municipality, product and week keeps (the city page shows them all). */
export const CHEAPEST_STATIONS = 5;

export type StationFields = {
  cnpj: string;
  name: string;
  brand: string;
  street: string;
  number: string;
  district: string;
};

export type CheapStation = StationFields & {
  uf: string;
  municipio: string;
  product: string;
  weekStart: string;
  milli: number;
  day: string;
};

const DAY_MS = 86_400_000;
const SEP = "\u001f";

/** A string of its own (not a slice of the line it came from). */
const own = (text: string) => Buffer.from(text, "utf8").toString("utf8");

type Group = { uf: string; municipio: string; product: string; weekStart: string; entries: number[] };

export class CheapestStations {
  private readonly stations: string[] = [];
  private readonly stationIndex = new Map<string, number>();
  private readonly groups = new Map<string, Group>();
  private newestWeek = "";

  get stationCount(): number {
    return this.stations.length;
  }

  /** One surveyed price (`day` and `weekStart` as "YYYY-MM-DD"). */
  add(
    uf: string,
    municipio: string,
    product: string,
    weekStart: string,
    day: string,
    milli: number,
    station: StationFields,
  ) {
    if (weekStart < this.newestWeek) return;
    if (weekStart > this.newestWeek) {
      this.newestWeek = weekStart;
      this.groups.clear();
    }
    let index = this.stationIndex.get(station.cnpj);
    if (index === undefined) {
      index = this.stations.length;
      const { cnpj, name, brand, street, number, district } = station;
      this.stations.push(own([cnpj, name, brand, street, number, district].join(SEP)));
      this.stationIndex.set(own(cnpj), index);
    }
    const key = `${uf}${SEP}${product}${SEP}${weekStart}${SEP}${municipio}`;
    let group = this.groups.get(key);
    if (!group) {
      group = { uf, municipio: own(municipio), product, weekStart, entries: [] };
      this.groups.set(own(key), group);
    }
    // entries: [station, milli, day number] per station, cheapest first.
    const e = group.entries;
    const dayNumber = Date.parse(`${day}T00:00:00Z`) / DAY_MS;
    for (let i = 0; i < e.length; i += 3) {
      if (e[i] !== index) continue;
      if (milli >= e[i + 1]!) return;
      e.splice(i, 3);
      break;
    }
    if (e.length >= CHEAPEST_STATIONS * 3 && milli >= e[e.length - 2]!) return;
    let at = 0;
    while (at < e.length && e[at + 1]! <= milli) at += 3;
    e.splice(at, 0, index, milli, dayNumber);
    if (e.length > CHEAPEST_STATIONS * 3) e.length = CHEAPEST_STATIONS * 3;
  }

  /** Every group's stations of the newest week, cheapest first. */
  *entries(): Generator<CheapStation> {
    for (const group of this.groups.values()) {
      const e = group.entries;
      for (let i = 0; i < e.length; i += 3) {
        const [cnpj, name, brand, street, number, district] = this.stations[e[i]!]!.split(SEP) as [
          string,
          string,
          string,
          string,
          string,
          string,
        ];
        yield {
          uf: group.uf,
          municipio: group.municipio,
          product: group.product,
          weekStart: group.weekStart,
          cnpj,
          name,
          brand,
          street,
          number,
          district,
          milli: e[i + 1]!,
          day: new Date(e[i + 2]! * DAY_MS).toISOString().slice(0, 10),
        };
      }
    }
  }
}

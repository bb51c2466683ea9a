import { open, type Reader, type Response } from 'maxmind';
import { placeOf, UNKNOWN_PLACE, type LocationRecord, type Place } from './place';
import { publicAddress } from './public-address';

/** Places a client address; one opened set of .mmdb files. */
export interface LocationDatabase {
  locate(address: string): Place;
}

/**
 * A visitor sends several page views from one address, and a lookup (parse,
 * range check, tree walk, decode) costs microseconds on every track request:
 * recent answers are remembered (bounded, emptied when full, in memory only,
 * dropped with the database when it is replaced).
 */
const RECENT_LIMIT = 10_000;

/**
 * Opens the files and sorts them by the addresses they hold (each file's
 * metadata says IPv4 or IPv6). An IPv6 database answers IPv4 addresses too
 * unless an IPv4 file is given; an IPv6 address is never searched in an IPv4
 * file, whose tree would answer it with some unrelated IPv4 network's place.
 * Throws, naming the file, if one cannot be read as an MMDB database.
 */
export async function openLocationDatabase(files: string[]): Promise<LocationDatabase> {
  const readers: { 4?: Reader<Response>; 6?: Reader<Response> } = {};
  for (const file of files) {
    let reader: Reader<Response>;
    try {
      reader = await open<Response>(file);
    } catch (error) {
      throw new Error(`cannot read ${file} as an MMDB database: ${(error as Error).message}`);
    }
    const version = reader.metadata.ipVersion === 4 ? 4 : 6;
    if (readers[version]) throw new Error(`two IPv${version} databases given (${file})`);
    readers[version] = reader;
  }
  const forIpv4 = readers[4] ?? readers[6];
  const forIpv6 = readers[6];

  const lookUp = (address: string): Place => {
    const target = publicAddress(address);
    if (target === null) return UNKNOWN_PLACE;
    const reader = target.family === 4 ? forIpv4 : forIpv6;
    // placeOf checks every field it reads: the record's shape is the file's, not a type's.
    return reader ? placeOf(reader.get(target.text) as LocationRecord | null) : UNKNOWN_PLACE;
  };

  const recent = new Map<string, Place>();
  return {
    locate(address) {
      let place = recent.get(address);
      if (place === undefined) {
        place = lookUp(address);
        if (recent.size >= RECENT_LIMIT) recent.clear();
        recent.set(address, place);
      }
      return place;
    },
  };
}

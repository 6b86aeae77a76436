/**
 * The birth star (janma nakshatra): where the Moon stood in the sidereal zodiac at birth. Its
 * 27 equal parts of 13°20' are the nakshatras, each in four padas of 3°20'; the pada gives the
 * child's first syllable. The Moon's place is astronomy-engine's (Brown's lunar theory, a few
 * arc-seconds), less the Lahiri ayanamsa.
 */
import { EclipticGeoMoon } from 'astronomy-engine';
import { lahiriAyanamsa } from './ayanamsa.js';
import { instantOf } from './local-time.js';
import { NAKSHATRAS, type Syllable } from './syllables.js';

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;
/** Closer than this to a pada's edge, the model's and the panchang's small differences matter. */
export const NEAR_BOUNDARY_DEGREES = 0.1;

export interface BirthStarInput {
  /** YYYY-MM-DD, as the clock in `timeZone` showed it. */
  date: string;
  /** HH:MM, 24-hour. */
  time: string;
  /** IANA zone; India's by default. */
  timeZone?: string;
}

export interface BirthStar {
  /** 1 (Ashwini) to 27 (Revati). */
  number: number;
  id: string;
  /** 1 to 4. */
  pada: number;
  /**
   * The child's own syllable: its pada's. Tradition names a child from this one sound; a name
   * beginning with another pada's syllable of the same star does not match.
   */
  syllable: Syllable;
  /** The pada's syllable first, then the nakshatra's other three in order (context only). */
  syllables: Syllable[];
  /** The Moon's sidereal longitude, degrees in [0, 360). */
  moonLongitude: number;
  /** Degrees to the nearer edge of the pada. */
  degreesToBoundary: number;
  /** Within 0.1° of a pada's edge: the family should ask its priest. */
  nearBoundary: boolean;
  /** The birth as a UTC instant (ISO 8601). */
  instant: string;
}

/** The Moon's sidereal (Lahiri) longitude at an instant, in degrees [0, 360). */
export function moonSiderealLongitude(instant: Date): number {
  const tropical = EclipticGeoMoon(instant).lon;
  return (((tropical - lahiriAyanamsa(instant)) % 360) + 360) % 360;
}

/** The birth star of a birth at a local date and time. */
export function birthStar({ date, time, timeZone = 'Asia/Kolkata' }: BirthStarInput): BirthStar {
  const instant = instantOf(date, time, timeZone);
  const longitude = moonSiderealLongitude(instant);
  const index = Math.min(26, Math.floor(longitude / NAKSHATRA_SPAN));
  const padaIndex = Math.min(3, Math.floor((longitude - index * NAKSHATRA_SPAN) / PADA_SPAN));
  const entry = NAKSHATRAS[index]!;
  const intoPada = longitude - index * NAKSHATRA_SPAN - padaIndex * PADA_SPAN;
  const degreesToBoundary = Math.min(intoPada, PADA_SPAN - intoPada);
  return {
    number: entry.number,
    id: entry.id,
    pada: padaIndex + 1,
    syllable: entry.padas[padaIndex]!,
    syllables: [entry.padas[padaIndex]!, ...entry.padas.filter((_, i) => i !== padaIndex)],
    moonLongitude: longitude,
    degreesToBoundary,
    nearBoundary: degreesToBoundary < NEAR_BOUNDARY_DEGREES,
    instant: instant.toISOString(),
  };
}

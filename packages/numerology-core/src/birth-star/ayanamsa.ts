/**
 * The Lahiri (Chitrapaksha) ayanamsa: how far the sidereal zodiac of Indian tradition lags the
 * tropical one. Its value at J2000.0 (23°51'25.5", the Indian Ephemeris's constant as the Swiss
 * Ephemeris uses it) moved by the general precession in longitude (IAU 2006). It agrees with the
 * Swiss Ephemeris's Lahiri value within 0.0001° from 1950 to 2030.
 */
const LAHIRI_AT_J2000 = 23.857092;
const J2000_MS = Date.UTC(2000, 0, 1, 12);
const MS_PER_JULIAN_CENTURY = 36525 * 86_400_000;

export function lahiriAyanamsa(instant: Date): number {
  const t = (instant.getTime() - J2000_MS) / MS_PER_JULIAN_CENTURY;
  const precessionArcsec = 5028.796195 * t + 1.1054348 * t * t;
  return LAHIRI_AT_J2000 + precessionArcsec / 3600;
}

import { getContent } from '@ankvidya/content';
import { NAME_ORIGINS } from '@ankvidya/content/names';
import {
  pairTwinNames,
  rankBabyNames,
  reduceNumber,
  twinGenders,
  type Digit,
  type RankedBabyName,
} from '@ankvidya/numerology-core';
import { birthStar } from '@ankvidya/numerology-core/birth-star';
import type { GivenName } from '@ankvidya/content/names';
import { babyNamesQuerySchema, type BabyName, type BabyNamesResponse } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { HttpError, parseOr400 } from '../../http/errors.js';
import { sharedBabyNameCatalog, type BabyNameCatalog } from './catalog.js';

const ORIGINS: ReadonlySet<string> = new Set(NAME_ORIGINS);

/**
 * Names for a child, best first, from its date (and time) of birth. The child's date is
 * personal: never logged (the request log has no query string) and no shared cache keeps it.
 */
export function babyNamesRouterWith(catalog: Promise<BabyNameCatalog>) {
  return (limit: RequestHandler): Router => {
    const router = Router();
    router.get('/baby-names', limit, async (req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      const query = parseOr400(babyNamesQuerySchema, req.query);
      if (query.origin !== undefined && !ORIGINS.has(query.origin)) {
        throw new HttpError(
          400,
          'invalid_input',
          `origin: Please choose one of ${NAME_ORIGINS.join(', ')}.`,
          'origin',
        );
      }
      const [year, month, day] = query.dob.split('-').map(Number) as [number, number, number];
      const moolank = reduceNumber(day) as Digit;
      const bhagyank = reduceNumber(day + month + year) as Digit;
      const star = query.time
        ? birthStar({ date: query.dob, time: query.time, timeZone: query.tz })
        : null;
      const { names, meaning } = await catalog;
      const shared = {
        moolank,
        bhagyank,
        // The child's own pada's syllable, as tradition names from it (not the star's other three).
        ...(star ? { syllables: [star.syllable.devanagari] } : {}),
        ...(query.surname ? { surname: query.surname } : {}),
        ...(query.letter ? { letter: query.letter } : {}),
        ...(query.origin ? { origin: query.origin } : {}),
        ...(query.names ? { ids: query.names } : {}),
      };
      const ranked = rankBabyNames(names, { ...shared, gender: query.gender });
      const asBabyName = (entry: RankedBabyName<GivenName>): BabyName => ({
        id: entry.source.id,
        name: entry.name,
        devanagari: entry.source.devanagari,
        gender: entry.source.gender,
        meaning: meaning(entry.source.id),
        origin: entry.source.origin,
        compound: entry.compound,
        nameNumber: entry.nameNumber,
        harmony: entry.harmony,
        fullName: entry.fullName,
        syllableMatch: entry.syllableMatch,
        score: entry.score,
      });
      // Twins: each child's names ranked for its gender, then paired (one list for one gender).
      const [firstGender, secondGender] = query.twins ? twinGenders(query.twins) : [];
      // Only the page's pairs are built; all are counted.
      const twins =
        query.twins &&
        pairTwinNames(
          ranked,
          secondGender === firstGender
            ? ranked
            : rankBabyNames(names, { ...shared, gender: secondGender ?? query.gender }),
          { offset: query.offset, limit: query.limit },
        );
      const answer: BabyNamesResponse = {
        moolank,
        bhagyank,
        nakshatra: star && {
          number: star.number,
          name: getContent(query.locale).places.nakshatras[star.id as never] ?? star.id,
          pada: star.pada,
          syllable: { devanagari: star.syllable.devanagari, latin: star.syllable.latin },
          syllables: star.syllables.map(({ devanagari, latin }) => ({ devanagari, latin })),
          nearBoundary: star.nearBoundary,
        },
        total: twins ? twins.total : ranked.length,
        names: twins ? [] : ranked.slice(query.offset, query.offset + query.limit).map(asBabyName),
        ...(twins
          ? {
              pairs: twins.pairs.map((pair) => ({
                names: [asBabyName(pair.first), asBabyName(pair.second)],
                bond: pair.bond,
                score: pair.score,
              })),
            }
          : {}),
      };
      res.json(answer);
    });
    return router;
  };
}

/** The registry's router: the names are read once, when the app is built. */
export function babyNamesRouter(limit: RequestHandler): Router {
  return babyNamesRouterWith(sharedBabyNameCatalog())(limit);
}

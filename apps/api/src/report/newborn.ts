/**
 * A newborn's report: the shortlisted names (ids from the baby-names page, sent with the
 * download like the mobile number) read against the child's numbers, best first. The names'
 * meanings load asynchronously, so this is worked out after buildModel and added to the model.
 */
import type { GivenName } from '@ankvidya/content/names';
import { rankBabyNames, type Gender } from '@ankvidya/numerology-core';
import { birthStar } from '@ankvidya/numerology-core/birth-star';
import { sharedBabyNameCatalog, type BabyNameCatalog } from '../features/baby-names/catalog.js';
import { REPORT_TIME_ZONE, type ReportModel } from './model.js';
import { easyFirst } from './newborn-order.js';

const childGender = (gender: Gender) => (gender === 'Male' ? 'boy' : 'girl');

/** The ids that are not one of our names for a child of this gender (empty when all are). */
export function unfitBabyNames(
  ids: readonly string[],
  gender: Gender,
  catalog: BabyNameCatalog,
): string[] {
  const wanted = childGender(gender);
  const fits = new Map<string, GivenName['gender']>(
    catalog.names.map((entry) => [entry.source.id, entry.source.gender]),
  );
  return ids.filter((id) => {
    const given = fits.get(id);
    return given === undefined || (given !== wanted && given !== 'both');
  });
}

/** The model with the newborn's names read, when the download sent some; else as it was. */
export async function withNewbornNames(
  model: ReportModel,
  request: {
    babyNames?: readonly string[] | undefined;
    birthTime?: string | undefined;
    dob: string;
  },
  catalog?: Promise<BabyNameCatalog>,
): Promise<ReportModel> {
  if (!request.babyNames?.length) return model;
  // Loaded only for a newborn's report: as a default parameter, every report started reading
  // the names' meanings, still in flight when a test run tore its environment down.
  const { names, meaning } = await (catalog ?? sharedBabyNameCatalog());
  const star = request.birthTime
    ? birthStar({ date: request.dob, time: request.birthTime, timeZone: REPORT_TIME_ZONE })
    : null;
  const ranked = rankBabyNames(names, {
    moolank: model.moolank,
    bhagyank: model.bhagyank,
    gender: childGender(model.gender),
    ids: request.babyNames,
    // Only the birth pada's syllable counts as a match (docs/decisions.md, "Baby names: the pada's syllable").
    ...(star ? { syllables: [star.syllable.devanagari] } : {}),
  });
  return {
    ...model,
    newborn: {
      names: easyFirst(ranked).map((entry) => ({
        id: entry.source.id,
        name: entry.name,
        devanagari: entry.source.devanagari,
        meaning: meaning(entry.source.id)[model.locale],
        compound: entry.compound,
        nameNumber: entry.nameNumber,
        harmony: entry.harmony,
        syllableMatch: entry.syllableMatch,
      })),
      star:
        star && request.birthTime
          ? {
              time: request.birthTime,
              name: model.content.places.nakshatras[star.id as never] ?? star.id,
              pada: star.pada,
              syllable: { devanagari: star.syllable.devanagari, latin: star.syllable.latin },
              syllables: star.syllables.map(({ devanagari, latin }) => ({ devanagari, latin })),
            }
          : null,
    },
  };
}

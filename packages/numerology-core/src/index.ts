export { analyze, type Analysis } from './analyze.js';
export {
  explain,
  stepText,
  WORKING_STEP_IDS,
  type Explanation,
  type Working,
  type WorkingPart,
  type WorkingStep,
  type WorkingStepId,
  type WorkingTerm,
} from './explain.js';
export {
  INPUT_PROBLEMS,
  NumerologyInputError,
  type InputField,
  type InputProblem,
} from './errors.js';
export {
  validateInput,
  validateName,
  parseDob,
  localToday,
  daysInMonth,
  NAME_MAX_LENGTH,
  LATIN_NAME_PATTERN,
  EARLIEST_BIRTH_YEAR,
  type NumerologyInput,
  type AnalyzeOptions,
  type ValidInput,
} from './input.js';
export {
  reduceNumber,
  reduceKeepingMasters,
  reductionChain,
  digitsOf,
  MASTER_NUMBERS,
} from './reduce.js';
export { LETTER_VALUES, letterValue } from './letters.js';
export { nameNumber, nameLetterValues } from './name-number.js';
export { kuaNumber, kuaDirectionsFrom, GENDERS, type Gender } from './kua.js';
export {
  kuaDirections,
  kuaGroup,
  sleepingDirection,
  KUA_DIRECTIONS,
  KUA_PURPOSES,
  DIRECTIONS,
  type Direction,
  type FavourableDirections,
  type KuaDirections,
  type KuaGroup,
  type KuaPurpose,
} from './kua-directions.js';
export { personalYear } from './personal-year.js';
export {
  loshuGrid,
  gridSources,
  missingNumbers,
  planes,
  GRID_LAYOUT,
  PLANES,
  DIGITS,
  type Digit,
  type LoshuGrid,
  type GridParts,
  type GridSources,
  type PlaneId,
  type PlaneKind,
  type PlaneStatus,
  type PlaneDefinition,
  type PlaneReading,
} from './grid.js';
export {
  presentDigits,
  repeatedDigits,
  isRepeated,
  planeMissingDigits,
  strongestPlane,
  REPEATED_MIN,
} from './grid-reading.js';
export { impactIndex } from './impact.js';
export { splitText } from './split-text.js';
export { numberHarmony, HARMONY_TABLE, isDigit, type Harmony, type HarmonyRow } from './harmony.js';
export { luckyTimes, WEEKDAY_RULERS, type LuckyTimes, type Weekday } from './lucky.js';
export {
  compoundKey,
  compoundTone,
  compoundLabel,
  nameCompound,
  COMPOUND_MIN,
  COMPOUND_MAX,
  type CompoundTone,
} from './compound.js';
export {
  personalMonth,
  personalDay,
  monthPlan,
  monthsPlan,
  plannedMonths,
  firstPlannedYear,
  yearIn,
  NEXT_YEAR_FROM_MONTH,
  BEST_DATES,
  CARE_DATES,
  type MonthPlan,
  calendarMonths,
  LATE_IN_MONTH,
  CALENDAR_MONTHS,
  monthWeeks,
  WEEK_STARTS_ON,
} from './calendar.js';
export { lifePathLabel, birthMasters, type BirthMasters } from './master.js';
export {
  chooseRemedies,
  firstRemedies,
  MAX_FIRST_REMEDIES,
  MAX_REMEDY_PLANETS,
  REMEDY_KINDS,
  type RemedyChoice,
  type RemedyInput,
  type RemedyKind,
  type RemedyMode,
  type RemedyReason,
} from './remedies.js';
export { NUMBER_PLANETS, type NumberPlanet, type Planet } from './planets.js';
export { solarYearKua, LICHUN } from './solar-year.js';
export { friendlyToBoth, nameIsHarmonious, type HarmonyPair } from './name-verdict.js';
export {
  readName,
  suggestNames,
  spellingWords,
  SPELLING_WORDS_MAX,
  SPELLING_LETTERS_MAX,
  SUGGESTIONS_MAX,
  SUGGESTION_EDITS_MAX,
  type NameEditKind,
  type NameEdit,
  type NameLetter,
  type NameReading,
  type NameSuggestion,
  type NameSuggestions,
  type ReadNameOptions,
  type SuggestNamesOptions,
} from './name-suggestions.js';
export {
  mobileNumberReading,
  mobileDigits,
  groupedMobile,
  type MobileReading,
  type MobileOptions,
} from './mobile.js';
export {
  compatibility,
  COMPATIBILITY_MAX,
  HARMONY_SHARE,
  type CompatibilityReading,
  type CompatibilityPart,
  type CompatibilityPartId,
} from './compatibility.js';
export { transliterate, hasDevanagari } from './transliterate.js';
export {
  universalDay,
  personalDayNumbers,
  indiaToday,
  type CalendarDate,
  type PersonalDayNumbers,
} from './today.js';
export {
  vehicleNumberReading,
  vehicleRegistration,
  VEHICLE_STATE_CODES,
  type VehicleReading,
  type VehicleRegistration,
  type VehicleOptions,
} from './vehicle-number.js';
export {
  houseNumber,
  houseNumberReading,
  type HouseReading,
  type HouseOptions,
} from './house-number.js';
export {
  aksharaSound,
  startsWithSyllable,
  prepareBabyNames,
  rankBabyNames,
  rankKey,
  harmonyPoints,
  type BabyNameSource,
  type BabyNameQuery,
  type NameNumbers,
  type PreparedBabyName,
  type RankedBabyName,
} from './baby-names.js';
export {
  endingSound,
  harmoniousForTwins,
  pairTwinNames,
  twinBond,
  twinGenders,
  TWIN_GENDERS,
  type TwinBond,
  type TwinGenders,
  type TwinPair,
  type TwinWindow,
} from './twin-names.js';
export {
  businessNameReading,
  parseLaunchDate,
  BUSINESS_SUGGESTIONS_MAX,
  LAUNCH_YEAR_MIN,
  LAUNCH_YEAR_MAX,
  type BusinessNameReading,
  type BusinessNameOptions,
  type LaunchReading,
} from './business-name.js';
export {
  rankNumbers,
  mobileCandidate,
  vehicleCandidate,
  compareCandidate,
  ownerNumbers,
  COMPARE_NUMBERS_MAX,
  COMPARE_OWNERS_MAX,
  COMPARE_KINDS,
  type CompareKind,
  type CandidateNumber,
  type OwnerNumbers,
  type RankedNumber,
} from './compare-numbers.js';
export {
  timing,
  timingYear,
  TIMING_AIMS,
  TIMING_YEARS,
  YEAR_AIMS,
  PARTNERSHIP_YEARS,
  UNIVERSAL_RELATIONSHIP_MAX,
  type Timing,
  type TimingAim,
  type TimingSupport,
  type TimingYear,
  type RelationshipReason,
} from './timing.js';
export {
  analysisAnswers,
  nameFitOf,
  numberVerdict,
  suitingTotals,
  type AnalysisAnswers,
  type NameFit,
  type NumberVerdict,
} from './free-answers.js';

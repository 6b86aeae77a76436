/**
 * Timing: the next nine personal years drawn as a timeline (what each favours), the relationship
 * years with their reasons, and a short reading per year woven from the personal year with the
 * person's own moolank and bhagyank (numerology-core's timing).
 */
import { numberHarmony, TIMING_AIMS, type TimingYear } from '@ankvidya/numerology-core';
import { drawTimeline, timelineHeight } from '../draw/timeline.js';
import { fill } from '../format.js';
import type { Block } from '../layout/flow.js';
import { bullets, custom, heading, label, paragraph } from '../layout/blocks.js';
import type { ReportModel } from '../model.js';
import { SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';
import { nameDigit } from '../weave.js';
import { timingInGridWoven } from '../weave-time.js';
import { notForNewborn } from './newborn-scope.js';

/** "a", "a and b", "a, b and c", with the locale's "and". */
function joined(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

function timelineFigure(model: ReportModel): Block {
  const copy = model.content.report.timing;
  const drawing = {
    years: model.timing.years.map((y) => ({
      year: y.year,
      personalYear: y.personalYear,
      aims: y.aims,
      support: y.support,
      relationship: y.relationship.length > 0,
    })),
    rows: TIMING_AIMS.map((aim) => ({ aim, label: copy.aims[aim] })),
    legend: copy.legend,
  };
  return custom(
    ({ doc, width }) => timelineHeight(doc, width, drawing),
    ({ doc, x, width }, y) => drawTimeline(doc, x, y, width, drawing),
    { spaceBefore: SPACE.afterHeading },
  );
}

/**
 * Which of two wordings a verdict takes in this year: the years before it with the same verdict
 * (with the moolank or the bhagyank) take them in turn, so two years with one verdict never
 * follow each other in one wording, and every wording names its year (issue 23 review: one
 * sentence came back three times in the nine years).
 */
function wordingOf(
  model: ReportModel,
  year: TimingYear,
  verdictOf: (y: TimingYear) => string,
): 0 | 1 {
  const before = model.timing.years.filter(
    (y) => y.year < year.year && verdictOf(y) === verdictOf(year),
  );
  return (before.length % 2) as 0 | 1;
}

/**
 * One year's reading: what it favours and how it sits with the name number, then how its
 * personal year meets the moolank and the bhagyank (their own number, or the friend table's
 * verdict in one of two wordings, taken in turn by the years with that verdict).
 */
export function yearReading(model: ReportModel, year: TimingYear): string {
  const copy = model.content.report.timing;
  const wording = wordingOf(model, year, (y) => y.withMoolank);
  // The bhagyank's wordings start from the other one, so a year does not read as its neighbour.
  const otherWording = wordingOf(model, year, (y) => y.withBhagyank) === 0 ? 1 : 0;
  const values = {
    year: year.year,
    number: year.personalYear,
    moolank: model.moolank,
    bhagyank: model.bhagyank,
    aim: copy.aimPhrases[year.aims[0]!],
  };
  // The prediction reads its own years against the moolank already (yearWithMoolankWoven), so
  // its years here say it only once, there (issue 23 item 15: one moolank, one sentence).
  const inPrediction = model.years.some((r) => r.year === year.year);
  const withMoolank = inPrediction
    ? null
    : year.personalYear === model.moolank
      ? copy.sameAsMoolank
      : copy.withMoolank[year.withMoolank][wording];
  const withBhagyank =
    year.personalYear === model.bhagyank
      ? copy.sameAsBhagyank
      : copy.withBhagyank[year.withBhagyank][otherWording];
  // The year against the name number too, so two people with the same moolank in the same
  // personal year do not open the year with one sentence (issue 23 item 15).
  const naamank = nameDigit(model);
  // Past the prediction's years, a year whose number the grid lacks or repeats says so (the
  // prediction reads its own years against the grid already).
  const gridLine = timingInGridWoven(model, year);
  return [
    fill(naamank === null ? copy.favours : copy.favoursWithName, {
      ...values,
      naamank: naamank ?? '',
      withName:
        naamank === null
          ? ''
          : model.content.calendar.report.harmony[numberHarmony(year.personalYear, naamank)],
      focus: copy.focus[year.personalYear],
      aims: joined(
        year.aims.map((aim) => copy.aimPhrases[aim]),
        copy.and,
      ),
    }),
    ...(withMoolank === null
      ? []
      : [fill(withMoolank, { ...values, angle: copy.moolankAngle[model.moolank] })]),
    fill(withBhagyank, { ...values, angle: copy.bhagyankAngle[model.bhagyank] }),
    ...(gridLine ? [gridLine] : []),
  ].join(' ');
}

/** Why a relationship year is one, in one or two sentences. */
function relationshipReason(model: ReportModel, year: TimingYear): string {
  const reasons = model.content.report.timing.relationshipReasons;
  const values = {
    year: year.year,
    number: year.personalYear,
    universal: year.universalYear,
    moolank: model.moolank,
    bhagyank: model.bhagyank,
  };
  return year.relationship
    .map((reason) =>
      reason === 'universalYear'
        ? fill(reasons.universalYear, values)
        : fill(reasons.personalYear[year.personalYear === 2 ? 2 : 6], values),
    )
    .join(' ');
}

function relationshipBlocks(model: ReportModel): Block[] {
  const copy = model.content.report.timing;
  const years = model.timing.years.filter((y) => y.relationship.length > 0);
  return [
    heading(copy.relationshipTitle, TYPE.heading, { spaceBefore: SPACE.beforeHeading + 6 }),
    paragraph(
      fill(copy.relationshipIntro, {
        years: joined(
          years.map((y) => String(y.year)),
          copy.and,
        ),
      }),
      TYPE.body,
      { keepWithNext: true },
    ),
    ...bullets(years.map((y) => relationshipReason(model, y))),
    paragraph(copy.relationshipNote, TYPE.small, { spaceBefore: SPACE.paragraph + 2 }),
  ];
}

function yearBlocks(model: ReportModel): Block[] {
  const copy = model.content.report.timing;
  return [
    heading(copy.yearsTitle, TYPE.heading, { spaceBefore: SPACE.beforeHeading + 6 }),
    ...model.timing.years.flatMap((year, i) => [
      heading(
        fill(copy.yearHeading, { year: year.year, number: year.personalYear }) +
          (year.relationship.length > 0 ? ` · ${copy.relationshipTag}` : ''),
        TYPE.subheading,
        { spaceBefore: i === 0 ? SPACE.afterHeading : SPACE.beforeSubheading },
      ),
      paragraph(yearReading(model, year), TYPE.body, { spaceBefore: 3 }),
    ]),
  ];
}

export const timingSection: Section = {
  applies: notForNewborn,
  id: 'timing',
  title: (copy) => copy.timing.title,
  intro: (copy) => copy.timing.intro,
  blocks: (model) => {
    const copy = model.content.report.timing;
    return [
      ...(model.timing.startsNextYear
        ? [paragraph(fill(copy.startsNextYear, { first: model.timing.firstYear }))]
        : []),
      label(copy.figureTitle, { spaceBefore: SPACE.block }),
      timelineFigure(model),
      ...relationshipBlocks(model),
      ...yearBlocks(model),
    ];
  },
};

/** 8. Name, psychic and life path numbers in depth. */
import type { NumberMeaning } from '@ankvidya/content';
import { fill } from '../format.js';
import type { Block } from '../layout/flow.js';
import { heading, listColumns, paragraphs } from '../layout/blocks.js';
import { asDigit } from '../model.js';
import { nameWoven, sentences } from '../weave.js';
import { SPACE, TYPE } from '../theme.js';
import { notForNewborn } from './newborn-scope.js';
import type { Section } from './types.js';

/** The last paragraph moves with the strengths and challenges, so they never start a page alone. */
function keepLastWithNext(blocks: Block[]): Block[] {
  return blocks.map((block, i) =>
    i === blocks.length - 1 ? { ...block, keepWithNext: true } : block,
  );
}

/**
 * The opening of the moolank's or bhagyank's meaning, to its first three sentences: the number's
 * nature. The rest of it is read for the person as a pair in the combination chapter.
 */
function openingCore(text: string): string {
  return sentences(text).slice(0, 3).join(' ');
}

function meaningBlocks(
  copy: { heading: string; strengths: string; challenges: string },
  label: string,
  number: number,
  meaning: NumberMeaning,
  first: boolean,
  lead: string[] = [],
  /** Moolank and bhagyank: the opening paragraph only, without the lists (see below). */
  opening = false,
): Block[] {
  return [
    heading(fill(copy.heading, { label, number, title: meaning.title }), TYPE.heading, {
      spaceBefore: first ? SPACE.block : SPACE.beforeHeading + 10,
    }),
    // The summary is on the free page already; the report goes on to the full meaning.
    ...(opening
      ? paragraphs(openingCore(meaning.paragraphs[0] ?? ''), TYPE.body, {
          spaceBefore: SPACE.afterHeading,
        })
      : [
          ...keepLastWithNext(
            [...lead, ...meaning.paragraphs].flatMap((p, i) =>
              paragraphs(p, TYPE.body, i === 0 ? { spaceBefore: SPACE.afterHeading } : {}),
            ),
          ),
          listColumns([
            { title: copy.strengths, items: meaning.strengths },
            { title: copy.challenges, items: meaning.challenges },
          ]),
        ]),
  ];
}

export const inDepthSection: Section = {
  // A newborn's: the naamank's careers and name changes are a grown-up's, and the moolank's and
  // bhagyank's openings are read in the combination chapter already.
  applies: notForNewborn,
  id: 'inDepth',
  blocks: (model) => {
    const { content, analysis } = model;
    const copy = content.report.inDepth;
    // Both names of each number were given in the first chapter: one name from there on.
    const names = content.ui.numberNames;
    const name =
      analysis.nameNumber === 0
        ? [
            heading(names.nameNumber.name, TYPE.heading, {
              spaceBefore: SPACE.block,
            }),
            ...paragraphs(copy.noNameNumber),
          ]
        : meaningBlocks(
            copy,
            names.nameNumber.name,
            analysis.nameNumber,
            content.nameNumbers[asDigit(analysis.nameNumber)],
            true,
            [nameWoven(model)].filter((text): text is string => text !== null),
          );
    // Moolank and bhagyank are read as a pair in the combination chapter (with the pair's
    // strengths), and again in the glance and the careers: here each keeps its opening paragraph,
    // and the name number, read against the moolank, is given in full.
    return [
      ...name,
      ...meaningBlocks(
        copy,
        names.psychicNumber.name,
        analysis.psychicNumber,
        content.psychicNumbers[asDigit(analysis.psychicNumber)],
        false,
        [],
        true,
      ),
      ...meaningBlocks(
        copy,
        names.lifePathNumber.name,
        analysis.lifePathNumber,
        content.lifePathNumbers[asDigit(analysis.lifePathNumber)],
        false,
        [],
        true,
      ),
    ];
  },
};

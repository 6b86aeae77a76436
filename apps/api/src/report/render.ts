/** Puts the report together: cover, contents, the flowed sections, then headers and page numbers. */
import { fill } from './format.js';
import { paragraphs } from './layout/blocks.js';
import { drawChrome } from './layout/chrome.js';
import { createDocument, finish } from './layout/document.js';
import { Flow, type Block } from './layout/flow.js';
import { SectionIndex, sectionTitle } from './layout/section.js';
import { buildModel, type ReportModel, type ReportRequest } from './model.js';
import { withNewbornNames } from './newborn.js';
import { drawContents, drawCover, introOf, SECTIONS, titleOf } from './sections/index.js';
import { SPACE, TYPE } from './theme.js';

/** Chapters are numbered from 1; the cover and the contents carry no number. */
const FIRST_SECTION_NUMBER = 1;

/** The chapters this report prints: those that apply to it (a newborn's names only with names). */
const sectionsOf = (model: ReportModel) =>
  SECTIONS.filter((section) => section.applies?.(model) ?? true);

/** The blocks of the i-th chapter: its numbered title, its introduction, then its own blocks. */
function chapterBlocks(model: ReportModel, index: SectionIndex, i: number): Block[] {
  const copy = model.content.report;
  const section = sectionsOf(model)[i]!;
  const intro = introOf(section, copy, model);
  return [
    sectionTitle(
      index,
      `section-${section.id}`,
      FIRST_SECTION_NUMBER + i,
      titleOf(section, copy, model),
    ),
    ...(intro ? paragraphs(intro, TYPE.lead, { spaceBefore: SPACE.afterHeading + 4 }) : []),
    ...section.blocks(model),
  ];
}

/**
 * Lays the report out page by page; `watch` may wrap each chapter's blocks (tests use it to see
 * where every block lands).
 */
export function layOut(
  doc: PDFKit.PDFDocument,
  model: ReportModel,
  watch: (blocks: Block[]) => Block[] = (blocks) => blocks,
): SectionIndex {
  const index = new SectionIndex();
  const flow = new Flow(doc);

  flow.newPage();
  drawCover(doc, model);
  flow.closePage();
  // The contents page stays empty until the sections have found their pages.
  flow.newPage();
  flow.closePage();

  // Each chapter is placed knowing the next one's opening, which may fill its short last page.
  const chapters = sectionsOf(model).map((_, i) => watch(chapterBlocks(model, index, i)));
  chapters.forEach((blocks, i) => flow.place(blocks, chapters[i + 1]));
  return index;
}

export async function renderReport(request: ReportRequest): Promise<Buffer> {
  const model = await withNewbornNames(buildModel(request), request);
  const copy = model.content.report;
  const brand = model.content.site.brand.name;
  const doc = createDocument({
    title: `${model.newborn ? model.content.newbornParents.title : copy.title}: ${model.name}`,
    author: brand,
    subject: copy.title,
    createdAt: request.generatedAt,
    lang: model.locale,
  });
  const index = layOut(doc, model);

  doc.switchToPage(1);
  drawContents(doc, copy.contents, index.starts);
  drawChrome(doc, {
    brand,
    name: model.name,
    titleOfPage: (page) => (page === 1 ? copy.contents : index.titleOfPage(page)),
    pageLabel: (page, pages) => fill(copy.pageOf, { page, pages }),
  });
  return finish(doc);
}

/** The cover and the grid page as the report draws them with pdfkit, for the renderer comparison. */
import { drawChrome } from '../../src/report/layout/chrome.js';
import { createDocument, finish } from '../../src/report/layout/document.js';
import { paragraphs } from '../../src/report/layout/blocks.js';
import { Flow } from '../../src/report/layout/flow.js';
import { SectionIndex, sectionTitle } from '../../src/report/layout/section.js';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { drawCover } from '../../src/report/sections/cover.js';
import { gridSection } from '../../src/report/sections/grid.js';
import { SPACE, TYPE } from '../../src/report/theme.js';
import { fill } from '../../src/report/format.js';

export async function renderCoverAndGrid(request: ReportRequest): Promise<Buffer> {
  const model = buildModel(request);
  const copy = model.content.report;
  const doc = createDocument({
    title: `${copy.title}: ${model.name}`,
    author: model.content.site.brand.name,
    subject: copy.title,
    createdAt: request.generatedAt,
    lang: model.locale,
  });
  const index = new SectionIndex();
  const flow = new Flow(doc);
  flow.newPage();
  drawCover(doc, model);
  flow.closePage();
  flow.place([
    sectionTitle(index, 'section-grid', 4, copy.sections.grid),
    ...paragraphs(copy.sectionIntros.grid, TYPE.lead, { spaceBefore: SPACE.afterHeading + 4 }),
    ...gridSection.blocks(model),
  ]);
  drawChrome(doc, {
    brand: model.content.site.brand.name,
    name: model.name,
    titleOfPage: (page) => index.titleOfPage(page),
    pageLabel: (page, pages) => fill(copy.pageOf, { page, pages }),
  });
  return finish(doc);
}

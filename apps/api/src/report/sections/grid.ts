/** 4. The Lo Shu grid drawn 3x3, with what is present, what is missing and where it came from. */
import { gridSources, type Digit } from '@ankvidya/numerology-core';
import { cellText, drawLoshuGrid, gridSize } from '../draw/grid.js';
import type { Frame } from '../layout/flow.js';
import { custom } from '../layout/blocks.js';
import { drawText, textHeight } from '../layout/text.js';
import type { ReportModel } from '../model.js';
import { COLOURS, SPACE, TYPE } from '../theme.js';
import type { Section } from './types.js';

const CELL = 84;
const PANEL_GAP = 26;
/** Rule and heading above the list of sources. */
const SOURCES_HEADING = 34;

interface PanelLine {
  label: string;
  text: string;
  mono?: boolean;
}

function panelLines(model: ReportModel): PanelLine[] {
  const { analysis, content, present, missing } = model;
  const copy = content.report.grid;
  const from = gridSources(analysis);
  const sources: PanelLine[] = [
    { label: copy.sources.dob, text: from.dobDigits.join(' '), mono: true },
  ];
  if (from.psychicNumber !== null) {
    sources.push({
      label: content.ui.numberNames.psychicNumber.name,
      text: String(from.psychicNumber),
      mono: true,
    });
  }
  sources.push({
    label: content.ui.numberNames.lifePathNumber.name,
    text: String(from.lifePathNumber),
    mono: true,
  });
  sources.push({ label: copy.sources.kua, text: String(from.kuaNumber), mono: true });
  return [
    {
      label: copy.present,
      text: present.map((d: Digit) => cellText(d, analysis.loshuGrid[d])).join(', '),
    },
    { label: copy.missing, text: missing.length > 0 ? missing.join(', ') : copy.noneMissing },
    ...sources,
  ];
}

export const gridSection: Section = {
  id: 'grid',
  blocks: (model) => {
    const copy = model.content.report.grid;
    const lines = panelLines(model);
    const size = gridSize(CELL);
    const panelWidth = (frame: Frame) => frame.width - size - PANEL_GAP;
    const lineHeight = (frame: Frame, line: PanelLine) =>
      textHeight(frame.doc, line.label.toLocaleUpperCase(), TYPE.label, {
        width: panelWidth(frame),
      }) +
      3 +
      textHeight(frame.doc, line.text, line.mono ? TYPE.mono : TYPE.body, {
        width: panelWidth(frame),
      });
    const panelHeight = (frame: Frame) =>
      lines.reduce((sum, line) => sum + lineHeight(frame, line) + 12, SOURCES_HEADING);
    return [
      custom(
        (frame) => Math.max(size, panelHeight(frame)),
        (frame, y) => {
          const { doc, x } = frame;
          drawLoshuGrid(doc, x, y, {
            grid: model.analysis.loshuGrid,
            cell: CELL,
            missingLabel: copy.missingCell,
          });
          const left = x + size + PANEL_GAP;
          let cursor = y;
          lines.forEach((line, i) => {
            if (i === 2) {
              doc
                .moveTo(left, cursor + 2)
                .lineTo(left + panelWidth(frame), cursor + 2)
                .lineWidth(0.6)
                .stroke(COLOURS.rule);
              cursor += 14;
              drawText(doc, copy.sourcesHeading, TYPE.subheading, left, cursor, {
                width: panelWidth(frame),
              });
              cursor += 20;
            }
            cursor += drawText(doc, line.label.toLocaleUpperCase(), TYPE.label, left, cursor, {
              width: panelWidth(frame),
            });
            cursor += 3;
            cursor += drawText(doc, line.text, line.mono ? TYPE.mono : TYPE.body, left, cursor, {
              width: panelWidth(frame),
            });
            cursor += 12;
          });
        },
        { spaceBefore: SPACE.block + 4 },
      ),
    ];
  },
};

/** A compass rose with the four favourable kua directions marked, north at the top. */
import {
  DIRECTIONS,
  KUA_PURPOSES,
  type Direction,
  type FavourableDirections,
  type KuaPurpose,
} from '@ankvidya/numerology-core';
import { drawText, textWidth } from '../layout/text.js';
import { COLOURS, TYPE, type TextStyle } from '../theme.js';
import { point, sectorPath } from './polar.js';

type Doc = PDFKit.PDFDocument;
type Purpose = KuaPurpose;
const PURPOSES = KUA_PURPOSES;

export interface CompassDrawing {
  favourable: FavourableDirections;
  purposeLabels: Readonly<Record<Purpose, string>>;
  shortLabels: Readonly<Record<Direction, string>>;
  /** Printed in the centre (the kua number). */
  centre: string;
  radius: number;
}

/** Clockwise from north, in degrees. */
function bearing(direction: Direction): number {
  return DIRECTIONS.indexOf(direction) * 45;
}

/** Labels sit this far outside the ring, in lines of this height (direction, then purpose). */
const LABEL_GAP = 12;
const LABEL_LINE = 12;

/**
 * Space the drawing needs for its ring and the labels outside it: a label block of two lines
 * above north and below south, and the widest label beside east and west.
 */
export function compassExtent(
  doc: Doc,
  drawing: Pick<CompassDrawing, 'radius' | 'purposeLabels' | 'shortLabels'>,
): { width: number; height: number } {
  const widest = Math.max(
    ...Object.values(drawing.purposeLabels).map((text) => textWidth(doc, text, TYPE.small)),
    ...Object.values(drawing.shortLabels).map((text) => textWidth(doc, text, TYPE.smallBold)),
  );
  const outside = drawing.radius + LABEL_GAP;
  return { width: 2 * (outside + widest) + 2, height: 2 * (outside + 2 * LABEL_LINE) };
}

/** Draws label lines outside the ring at a bearing, on the side facing away from the centre. */
function drawOutsideLabel(
  doc: Doc,
  cx: number,
  cy: number,
  radius: number,
  degrees: number,
  lines: ReadonlyArray<readonly [string, TextStyle]>,
  gap = LABEL_GAP,
): void {
  const blockHeight = lines.length * LABEL_LINE;
  const [ax, ay] = point(cx, cy, radius + gap, degrees);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const cos = Math.cos((degrees * Math.PI) / 180);
  const top = cos > 0.5 ? ay - blockHeight : cos < -0.5 ? ay : ay - blockHeight / 2;
  lines.forEach(([text, style], i) => {
    const width = textWidth(doc, text, style);
    const left = sin > 0.3 ? ax : sin < -0.3 ? ax - width : ax - width / 2;
    drawText(doc, text, style, left, top + i * LABEL_LINE, { width: width + 1, noWrap: true });
  });
}

export function drawCompass(doc: Doc, cx: number, cy: number, drawing: CompassDrawing): void {
  const { radius: r } = drawing;
  const hub = r * 0.3;
  const purposeOf = new Map<Direction, Purpose>(PURPOSES.map((p) => [drawing.favourable[p], p]));

  doc.circle(cx, cy, r + 6).fill(COLOURS.cream);
  for (const direction of DIRECTIONS) {
    const b = bearing(direction);
    const path = sectorPath(cx, cy, hub, r, b - 22.5, b + 22.5);
    if (purposeOf.has(direction)) {
      doc.path(path).fillAndStroke(COLOURS.tealTint, COLOURS.white);
      doc.path(sectorPath(cx, cy, r - 7, r, b - 22.5, b + 22.5)).fill(COLOURS.teal);
    } else {
      doc.path(path).lineWidth(1.5).fillAndStroke(COLOURS.white, COLOURS.cream);
    }
  }
  // The rose: a long needle for each cardinal point, a short one for each intermediate point.
  for (const direction of DIRECTIONS) {
    const b = bearing(direction);
    const length = b % 90 === 0 ? r * 0.78 : r * 0.55;
    const [tx, ty] = point(cx, cy, length, b);
    const [lx, ly] = point(cx, cy, hub * 0.55, b - 45 / 2);
    const [rx, ry] = point(cx, cy, hub * 0.55, b + 45 / 2);
    const colour = b === 0 ? COLOURS.saffron : COLOURS.indigo;
    doc.polygon([cx, cy], [lx, ly], [tx, ty]).fill(colour);
    doc.polygon([cx, cy], [rx, ry], [tx, ty]).fillOpacity(0.55).fill(colour);
    doc.fillOpacity(1);
  }
  doc.circle(cx, cy, hub).fill(COLOURS.indigo);
  const centreStyle = { ...TYPE.heading, size: hub * 0.95, color: COLOURS.cream, lineGap: 0 };
  drawText(doc, drawing.centre, centreStyle, cx - hub, cy - centreStyle.size * 0.68, {
    width: hub * 2,
    align: 'center',
    noWrap: true,
  });
  doc.circle(cx, cy, r).lineWidth(1.2).stroke(COLOURS.indigo);

  for (const direction of DIRECTIONS) {
    const purpose = purposeOf.get(direction);
    const lines: Array<readonly [string, TextStyle]> = [
      [
        drawing.shortLabels[direction],
        { ...TYPE.smallBold, color: purpose ? COLOURS.teal : COLOURS.muted },
      ],
    ];
    if (purpose)
      lines.push([drawing.purposeLabels[purpose], { ...TYPE.small, color: COLOURS.teal }]);
    drawOutsideLabel(doc, cx, cy, r, bearing(direction), lines);
  }
}

export interface FacingDrawing {
  /** A desk with someone facing the direction, or a bed whose head points to it. */
  kind: 'desk' | 'bed';
  direction: Direction;
  shortLabels: Readonly<Record<Direction, string>>;
  radius: number;
}

/** The small drawings' labels sit closer to their ring. */
const FACING_GAP = 6;

/** Space a facing drawing needs: its ring and a one-line label outside it all round. */
export function facingExtent(doc: Doc, drawing: FacingDrawing): number {
  const widest = Math.max(
    ...Object.values(drawing.shortLabels).map((text) => textWidth(doc, text, TYPE.smallBold)),
    LABEL_LINE,
  );
  return 2 * (drawing.radius + FACING_GAP + widest) + 2;
}

/**
 * A small ring with north marked and an arrow to one direction, a desk or a bed turned that way:
 * the plainest picture of where to face at work and where the head goes at night.
 */
export function drawFacing(doc: Doc, cx: number, cy: number, drawing: FacingDrawing): void {
  const { radius: r, direction } = drawing;
  const b = bearing(direction);
  doc.circle(cx, cy, r).lineWidth(1).fillAndStroke(COLOURS.white, COLOURS.rule);
  for (const d of DIRECTIONS) {
    const tick = bearing(d);
    const [x1, y1] = point(cx, cy, r - (tick % 90 === 0 ? 6 : 4), tick);
    const [x2, y2] = point(cx, cy, r, tick);
    doc
      .moveTo(x1, y1)
      .lineTo(x2, y2)
      .lineWidth(1)
      .stroke(d === 'N' ? COLOURS.saffron : COLOURS.muted);
  }
  if (direction !== 'N')
    drawOutsideLabel(
      doc,
      cx,
      cy,
      r,
      0,
      [[drawing.shortLabels.N, { ...TYPE.smallBold, color: COLOURS.saffron }]],
      FACING_GAP,
    );
  drawOutsideLabel(
    doc,
    cx,
    cy,
    r,
    b,
    [[drawing.shortLabels[direction], { ...TYPE.smallBold, color: COLOURS.teal }]],
    FACING_GAP,
  );

  // Drawn pointing up at the size of a 34 pt ring, then turned to the direction (pdfkit turns
  // clockwise, as bearings run) and scaled to the ring.
  doc.save();
  doc.rotate(b, { origin: [cx, cy] });
  doc.scale(r / 34, r / 34, { origin: [cx, cy] });
  const tip = cy - 31;
  const tail = drawing.kind === 'desk' ? cy - 17 : cy - 19;
  doc
    .moveTo(cx, tail)
    .lineTo(cx, tip + 6)
    .lineWidth(1.8)
    .stroke(COLOURS.teal);
  doc.polygon([cx, tip], [cx - 4, tip + 7], [cx + 4, tip + 7]).fill(COLOURS.teal);
  if (drawing.kind === 'desk') {
    // The desk ahead, the person behind it facing the arrow.
    doc.roundedRect(cx - 13, cy - 15, 26, 8, 2).fillAndStroke(COLOURS.indigoTint, COLOURS.indigo);
    doc.circle(cx, cy + 1, 4).fill(COLOURS.indigo);
    doc.roundedRect(cx - 8, cy + 6, 16, 8, 4).fill(COLOURS.indigo);
  } else {
    // The bed, with the pillow at the head end, under the arrow.
    doc
      .roundedRect(cx - 10, cy - 17, 20, 34, 3)
      .lineWidth(1)
      .fillAndStroke(COLOURS.white, COLOURS.indigo);
    doc.roundedRect(cx - 7, cy - 14, 14, 6, 2).fill(COLOURS.indigo);
    doc.roundedRect(cx - 10, cy - 4, 20, 21, 3).fill(COLOURS.tealTint);
  }
  doc.restore();
}

/** Brand colours, page geometry and the type scale of the report. */
import type { FontRole } from './fonts.js';

export const COLOURS = {
  indigo: '#2E2A6B',
  saffron: '#E8912D',
  cream: '#FBF6EC',
  teal: '#1F7A74',
  ink: '#1E1B2E',
  /** Secondary text: ink lightened. */
  muted: '#5E5A72',
  /** Hairlines and borders on cream. */
  rule: '#E3D9C6',
  /** Saffron and teal at low strength, for fills behind text. */
  saffronTint: '#F8DDBA',
  tealTint: '#D3EAE7',
  indigoTint: '#E4E2F2',
  white: '#FFFFFF',
} as const;

/** A4 in points, with generous margins; the header and footer sit in the top and bottom margins. */
export const PAGE = {
  width: 595.28,
  height: 841.89,
  left: 66,
  right: 66,
  /** Top of the text area. */
  top: 96,
  /** Bottom of the text area, from the top edge. */
  bottom: 841.89 - 80,
  headerY: 40,
  footerY: 841.89 - 50,
} as const;

export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;

export interface TextStyle {
  font: FontRole;
  size: number;
  color: string;
  /** Extra space between lines, in points. */
  lineGap: number;
  align?: 'left' | 'center' | 'right';
  characterSpacing?: number;
}

const style = (font: FontRole, size: number, color: string, lineGap: number): TextStyle => ({
  font,
  size,
  color,
  lineGap,
});

/** The type scale: a 10.5 pt body with a ratio of about 1.25 between heading levels. */
export const TYPE = {
  display: style('serif', 32, COLOURS.indigo, 2),
  title: style('serif', 23, COLOURS.indigo, 1),
  heading: style('serif', 15, COLOURS.indigo, 1),
  subheading: style('sansBold', 11.5, COLOURS.ink, 1),
  lead: style('sansItalic', 11.5, COLOURS.ink, 3.5),
  body: style('sans', 10.5, COLOURS.ink, 3.2),
  bodyBold: style('sansBold', 10.5, COLOURS.ink, 3.2),
  small: style('sans', 9, COLOURS.muted, 2),
  smallBold: style('sansBold', 9, COLOURS.ink, 2),
  label: { ...style('sansBold', 8, COLOURS.teal, 1), characterSpacing: 0.6 },
  mono: style('mono', 8.8, COLOURS.ink, 2.5),
  chrome: style('sans', 8, COLOURS.muted, 0),
} as const satisfies Record<string, TextStyle>;

/** Vertical rhythm, in points. */
export const SPACE = {
  paragraph: 7,
  afterHeading: 6,
  beforeHeading: 18,
  beforeSubheading: 12,
  list: 4,
  block: 16,
} as const;

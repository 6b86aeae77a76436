// The cover and the grid page again, with @react-pdf/renderer (React components laid out by
// yoga), for the renderer comparison. Plain JavaScript with createElement, so it needs no JSX step.
import { createRequire } from 'node:module';
import React from 'react';
import {
  Circle,
  Document,
  Ellipse,
  Font,
  Page,
  Path,
  Rect,
  Svg,
  Text,
  View,
  renderToBuffer,
} from '@react-pdf/renderer';
import { analyze, missingNumbers, GRID_LAYOUT, DIGITS } from '@ankvidya/numerology-core';
import { getContent } from '@ankvidya/content';

const h = React.createElement;
const require = createRequire(import.meta.url);
const C = {
  indigo: '#2E2A6B',
  saffron: '#E8912D',
  cream: '#FBF6EC',
  teal: '#1F7A74',
  ink: '#1E1B2E',
  muted: '#5E5A72',
  rule: '#E3D9C6',
};

Font.register({
  family: 'Noto Sans',
  fonts: [
    { src: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf') },
    {
      src: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
      fontWeight: 700,
    },
    {
      src: require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
      fontStyle: 'italic',
    },
  ],
});
Font.register({
  family: 'Noto Serif',
  fonts: [
    {
      src: require.resolve('@expo-google-fonts/noto-serif/700Bold/NotoSerif_700Bold.ttf'),
      fontWeight: 700,
    },
  ],
});
Font.register({
  family: 'DejaVu Sans Mono',
  src: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf'),
});
Font.registerHyphenationCallback((word) => [word]);

const WORDMARK =
  'M0 76L22 2L44 76M8.5 50H35.5M58 26V76M58 47C58 34 66 26 77 26S96 34 96 46V76M110 0V76M142 26L111 55M122 45L144 76M156 26L174 76L192 26M206 28V76M262 0V76M274 26L295.4 75M312 26L291 88C288 96 284 100 277 100M366 26V76';

const dots = [18, 32, 46].flatMap((cy) =>
  [18, 32, 46].filter((cx) => cx !== 32 || cy !== 32).map((cx) => [cx, cy]),
);
const Mark = ({ size }) =>
  h(
    Svg,
    { width: size, height: size, viewBox: '0 0 64 64' },
    h(Rect, { width: 64, height: 64, rx: 15, fill: C.indigo }),
    h(Circle, { cx: 32, cy: 32, r: 12.2, fill: C.saffron, fillOpacity: 0.28 }),
    ...dots.map(([cx, cy]) => h(Circle, { key: `${cx}${cy}`, cx, cy, r: 4.6, fill: C.cream })),
    h(Circle, { cx: 32, cy: 32, r: 6.2, fill: C.saffron }),
  );

const Logo = ({ height, ink }) =>
  h(
    View,
    { style: { flexDirection: 'row', alignItems: 'flex-start' } },
    h(Mark, { size: height }),
    h(
      Svg,
      {
        width: height * 0.8 * 3.7,
        height: height * 0.8,
        viewBox: '-5 -5 380 110',
        style: { marginLeft: height * 0.386, marginTop: height * 0.09 },
      },
      h(Path, {
        d: WORDMARK,
        stroke: ink,
        strokeWidth: 9,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        fill: 'none',
      }),
      ...[241, 345].map((cx) =>
        h(Ellipse, {
          key: cx,
          cx,
          cy: 51,
          rx: 21,
          ry: 25,
          stroke: ink,
          strokeWidth: 9,
          fill: 'none',
        }),
      ),
      h(Circle, { cx: 206, cy: 8, r: 7, fill: C.saffron }),
    ),
  );

const label = {
  fontFamily: 'Noto Sans',
  fontWeight: 700,
  fontSize: 8,
  color: C.teal,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
};

function Cover({ model }) {
  const { copy, brand } = model;
  return h(
    Page,
    { size: 'A4', style: { backgroundColor: C.cream, fontFamily: 'Noto Sans' } },
    h(
      View,
      { style: { height: 478, backgroundColor: C.indigo, paddingHorizontal: 66, paddingTop: 58 } },
      h(Logo, { height: 34, ink: C.cream }),
      h(
        Svg,
        { width: 200, height: 200, style: { position: 'absolute', left: 367, top: 168 } },
        h(Circle, {
          cx: 100,
          cy: 100,
          r: 95,
          stroke: C.cream,
          strokeOpacity: 0.25,
          strokeWidth: 0.8,
          fill: 'none',
        }),
        h(Circle, { cx: 100, cy: 100, r: 39, fill: C.saffron, fillOpacity: 0.22 }),
        ...dots.map(([x, y]) =>
          h(Circle, {
            key: `${x}${y}`,
            cx: 100 + ((x - 32) / 14) * 50,
            cy: 100 + ((y - 32) / 14) * 50,
            r: 15,
            fill: C.cream,
            fillOpacity: 0.16,
          }),
        ),
        h(Circle, { cx: 100, cy: 100, r: 20, fill: C.saffron }),
      ),
      h(
        Text,
        {
          style: {
            marginTop: 104,
            width: 318,
            fontFamily: 'Noto Serif',
            fontWeight: 700,
            fontSize: 34,
            color: C.cream,
          },
        },
        copy.title,
      ),
      h(View, { style: { width: 48, height: 3, backgroundColor: C.saffron, marginTop: 18 } }),
      h(
        Text,
        {
          style: {
            marginTop: 15,
            width: 318,
            fontStyle: 'italic',
            fontSize: 11.5,
            lineHeight: 1.6,
            color: C.cream,
          },
        },
        copy.coverNote,
      ),
    ),
    h(View, { style: { height: 6, backgroundColor: C.saffron } }),
    h(
      View,
      { style: { paddingHorizontal: 66, paddingTop: 56 } },
      h(Text, { style: label }, copy.preparedFor),
      h(
        Text,
        {
          style: {
            fontFamily: 'Noto Serif',
            fontWeight: 700,
            fontSize: 30,
            color: C.indigo,
            marginTop: 6,
          },
        },
        model.name,
      ),
      h(
        View,
        { style: { flexDirection: 'row', marginTop: 30 } },
        ...[
          [copy.dateOfBirth, model.dobText],
          [copy.generatedOn, model.generatedText],
        ].map(([l, v], i) =>
          h(
            View,
            {
              key: l,
              style: {
                flex: 1,
                marginLeft: i ? 24 : 0,
                borderTopWidth: 0.8,
                borderTopColor: C.rule,
                paddingTop: 12,
              },
            },
            h(Text, { style: label }, l),
            h(
              Text,
              {
                style: {
                  fontFamily: 'Noto Serif',
                  fontWeight: 700,
                  fontSize: 14,
                  color: C.ink,
                  marginTop: 5,
                },
              },
              v,
            ),
          ),
        ),
      ),
    ),
    h(
      Text,
      { style: { position: 'absolute', left: 66, bottom: 56, fontSize: 9, color: C.muted } },
      `${brand.name}  ·  ${brand.tagline}`,
    ),
  );
}

function Cell({ digit, count, missingLabel }) {
  const base = {
    width: 84,
    height: 84,
    borderRadius: 8,
    marginRight: 6,
    marginBottom: 6,
    alignItems: 'center',
    justifyContent: 'center',
  };
  if (count === 0) {
    return h(
      View,
      {
        style: {
          ...base,
          borderWidth: 1,
          borderStyle: 'dashed',
          borderColor: C.muted,
          backgroundColor: '#FFFFFF',
        },
      },
      h(
        Text,
        { style: { fontFamily: 'Noto Serif', fontWeight: 700, fontSize: 25, color: C.rule } },
        String(digit),
      ),
      h(Text, { style: { fontSize: 9, color: C.muted } }, missingLabel),
    );
  }
  return h(
    View,
    { style: { ...base, borderWidth: 1, borderColor: C.indigo, backgroundColor: C.cream } },
    h(View, {
      style: {
        position: 'absolute',
        top: 3,
        left: 3,
        right: 3,
        height: 4,
        borderRadius: 2,
        backgroundColor: C.saffron,
      },
    }),
    h(
      Text,
      {
        style: {
          fontFamily: 'Noto Serif',
          fontWeight: 700,
          fontSize: String(digit).repeat(count).length > 3 ? 20 : 33,
          color: C.indigo,
        },
      },
      String(digit).repeat(count),
    ),
  );
}

function GridPage({ model }) {
  const { copy, analysis } = model;
  const grid = analysis.loshuGrid;
  const present = DIGITS.filter((d) => grid[d] > 0)
    .map((d) => String(d).repeat(grid[d]))
    .join(', ');
  const missing = missingNumbers(grid);
  const dob = [analysis.day, analysis.month, analysis.year]
    .flatMap((n) => String(n).split(''))
    .filter((d) => d !== '0')
    .join(' ');
  const panel = [
    [copy.grid.present, present, false],
    [copy.grid.missing, missing.length ? missing.join(', ') : copy.grid.noneMissing, false],
  ];
  const sources = [
    [copy.grid.sources.dob, dob],
    ...(analysis.day > 9 ? [[copy.grid.sources.psychic, String(analysis.psychicNumber)]] : []),
    [copy.grid.sources.lifePath, String(analysis.lifePathNumber)],
    [copy.grid.sources.kua, String(analysis.kuaNumber)],
  ];
  return h(
    Page,
    {
      size: 'A4',
      style: {
        fontFamily: 'Noto Sans',
        paddingTop: 96,
        paddingHorizontal: 66,
        paddingBottom: 80,
        color: C.ink,
      },
    },
    h(
      View,
      {
        fixed: true,
        style: {
          position: 'absolute',
          top: 38,
          left: 66,
          right: 66,
          flexDirection: 'row',
          alignItems: 'center',
          borderBottomWidth: 0.6,
          borderBottomColor: C.rule,
          paddingBottom: 6,
        },
      },
      h(Mark, { size: 14 }),
      h(
        Text,
        { style: { marginLeft: 6, fontSize: 8, fontWeight: 700, color: C.indigo, flex: 1 } },
        model.brand.name,
      ),
      h(Text, { style: { fontSize: 8, color: C.muted } }, copy.sections.grid),
    ),
    h(
      View,
      { style: { flexDirection: 'row', alignItems: 'center' } },
      h(
        Text,
        {
          style: {
            fontFamily: 'Noto Serif',
            fontWeight: 700,
            fontSize: 13,
            color: C.saffron,
            width: 30,
          },
        },
        '04',
      ),
      h(View, { style: { flex: 1, height: 0.8, backgroundColor: C.saffron } }),
    ),
    h(
      Text,
      {
        style: {
          fontFamily: 'Noto Serif',
          fontWeight: 700,
          fontSize: 23,
          color: C.indigo,
          marginTop: 10,
        },
      },
      copy.sections.grid,
    ),
    h(
      Text,
      { style: { fontStyle: 'italic', fontSize: 11.5, lineHeight: 1.6, marginTop: 10 } },
      copy.sectionIntros.grid,
    ),
    h(
      View,
      { style: { flexDirection: 'row', marginTop: 20 } },
      h(
        View,
        { style: { width: 264 } },
        ...GRID_LAYOUT.map((row) =>
          h(
            View,
            { key: row.join(''), style: { flexDirection: 'row' } },
            ...row.map((d) =>
              h(Cell, { key: d, digit: d, count: grid[d], missingLabel: copy.grid.missingCell }),
            ),
          ),
        ),
      ),
      h(
        View,
        { style: { flex: 1, marginLeft: 26 } },
        ...panel.map(([l, v]) =>
          h(
            View,
            { key: l, style: { marginBottom: 12 } },
            h(Text, { style: label }, l),
            h(Text, { style: { fontSize: 10.5, marginTop: 3 } }, v),
          ),
        ),
        h(View, { style: { height: 0.6, backgroundColor: C.rule, marginBottom: 12 } }),
        h(
          Text,
          { style: { fontWeight: 700, fontSize: 11.5, marginBottom: 8 } },
          copy.grid.sourcesHeading,
        ),
        ...sources.map(([l, v]) =>
          h(
            View,
            { key: l, style: { marginBottom: 12 } },
            h(Text, { style: label }, l),
            h(Text, { style: { fontFamily: 'DejaVu Sans Mono', fontSize: 8.8, marginTop: 3 } }, v),
          ),
        ),
      ),
    ),
    h(
      View,
      {
        fixed: true,
        style: {
          position: 'absolute',
          bottom: 40,
          left: 66,
          right: 66,
          flexDirection: 'row',
          borderTopWidth: 0.6,
          borderTopColor: C.rule,
          paddingTop: 9,
        },
      },
      h(Text, { style: { fontSize: 8, color: C.muted, flex: 1 } }, model.name),
      h(Text, {
        style: { fontSize: 8, color: C.muted },
        render: ({ pageNumber, totalPages }) =>
          copy.pageOf.replace('{page}', pageNumber).replace('{pages}', totalPages),
      }),
    ),
  );
}

const formatDate = (copy, { year, month, day }) =>
  copy.dateFormat
    .replace('{day}', day)
    .replace('{month}', copy.months[month - 1])
    .replace('{year}', year);

export async function renderCoverAndGrid(request) {
  const content = getContent('en');
  const copy = content.report;
  const analysis = analyze(request, { currentYear: request.currentYear, today: '2026-12-31' });
  const at = request.generatedAt;
  const model = {
    copy,
    brand: content.site.brand,
    name: analysis.name,
    analysis,
    dobText: formatDate(copy, analysis),
    generatedText: formatDate(copy, {
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      day: at.getUTCDate(),
    }),
  };
  return renderToBuffer(
    h(
      Document,
      { title: `${copy.title}: ${model.name}`, author: content.site.brand.name },
      h(Cover, { model }),
      h(GridPage, { model }),
    ),
  );
}

import { GRID_LAYOUT, type LoshuGrid as Grid } from '@ankvidya/numerology-core';

/**
 * The Lo Shu square as a table: rows 4 9 2 / 3 5 7 / 8 1 6, each cell showing its digit as often
 * as it occurs (9 twice is "99") and empty when the digit is missing.
 */
export function LoshuGrid({ grid, caption }: { grid: Grid; caption: string }) {
  return (
    <table className="loshu">
      <caption>{caption}</caption>
      <tbody>
        {GRID_LAYOUT.map((row) => (
          <tr key={row.join('')}>
            {row.map((digit) => (
              <td
                key={digit}
                data-digit={digit}
                className={grid[digit] > 0 ? undefined : 'loshu__empty'}
              >
                {String(digit).repeat(grid[digit])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

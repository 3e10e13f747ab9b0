import type { ResolvedSizeChartProps } from '../../config/generated/resolved.ts';
import { useText } from '../common/use-text.ts';

/**
 * A size chart (a content module of a size guide page): a captioned table, column headings and
 * one row per size, its first cell the row's heading. Scrolls sideways on a narrow screen.
 */
export default function SizeChart({ caption, columns, rows }: ResolvedSizeChartProps) {
  const text = useText();
  return (
    <div className="sf-size-chart" role="region" aria-label={text(caption)} tabIndex={0}>
      <table>
        <caption>{text(caption)}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {text(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {text(cell)}
                  </th>
                ) : (
                  <td key={column}>{text(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

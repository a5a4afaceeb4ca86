import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Panel {
  targets?: { expr: string }[];
  panels?: Panel[];
}
interface Dashboard {
  panels: Panel[];
  templating: { list: { query: string | { query: string } }[] };
}

/** The PromQL words that are not series. */
const KEYWORDS = ['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset'];

/** The series a PromQL expression reads: names not followed by `(` once strings, matchers, ranges and grouping are gone. */
export function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w$.])[A-Za-z_:][\w:]*/g)]
    .filter((match) => !/^\s*\(/.test(bare.slice(match.index + match[0].length)) && !KEYWORDS.includes(match[0]))
    .map((match) => match[0]);
}

/** Every series the Compose profile's Grafana dashboard (deploy/observability) queries, once each. */
export function dashboardSeries(): string[] {
  const file = join(__dirname, '../../../deploy/observability/grafana/dashboards/voosh.json');
  const dashboard = JSON.parse(readFileSync(file, 'utf8')) as Dashboard;
  const panels = dashboard.panels.flatMap((panel) => [panel, ...(panel.panels ?? [])]);
  const queries = [
    ...panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
    // label_values(<series>, <label>): only its first argument names series.
    ...dashboard.templating.list.map((variable) => {
      const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
      return /^label_values\((.*),\s*\w+\)$/.exec(query)?.[1] ?? query;
    }),
  ];
  return [...new Set(queries.flatMap(seriesIn))].sort();
}

import { Box, Text } from '@mantine/core';
import type { CollectionsReport } from '@school-portal/contract';
import { formatDayMonth, formatRupees } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { dayLabels, niceCeiling } from './chart-scale';
import classes from './CollectionsChart.module.css';

const HEIGHT = 200;
const GAP = 2;

/**
 * Collections by day as bars, drawn as SVG: a chart library would weigh more than the rest of the
 * screen. Each bar names its day and amount (hover, or a screen reader through the list below it).
 */
export function CollectionsChart({ days }: { days: CollectionsReport['byDay'] }) {
  const t = useT();
  const top = niceCeiling(Math.max(...days.map((d) => d.amount)));
  const width = Math.max(days.length * 12, 300);
  const bar = width / days.length;
  // About eight dates under the bars on a wide screen, four on a phone, never side by side.
  const { every: labelEvery, phoneEvery } = dayLabels(days.length);
  return (
    <Box className={classes.chart}>
      <div className={classes.axis} aria-hidden>
        <Text size="xs" c="dimmed">
          {formatRupees(top)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatRupees(top / 2)}
        </Text>
        <Text size="xs" c="dimmed">
          ₹0
        </Text>
      </div>
      <div className={classes.plot}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={classes.svg}
          role="img"
          aria-label={t(/*i18n*/ 'Collections by day')}
        >
          {[0, 0.5, 1].map((f) => (
            <line key={f} x1={0} x2={width} y1={HEIGHT * f} y2={HEIGHT * f} className={classes.grid} />
          ))}
          {days.map((d, i) => {
            const h = (d.amount / top) * HEIGHT;
            return (
              <rect
                key={d.date}
                x={i * bar + GAP / 2}
                y={HEIGHT - h}
                width={Math.max(bar - GAP, 1)}
                height={h}
                className={classes.bar}
              >
                <title>{`${formatDayMonth(d.date)}: ${formatRupees(d.amount)}, ${t(/*i18n*/ '{count, plural, one {# receipt} other {# receipts}}', { count: d.receipts })}`}</title>
              </rect>
            );
          })}
        </svg>
        <div className={classes.labels} aria-hidden>
          {days.map((d, i) => (
            <span
              key={d.date}
              style={{ width: `${100 / days.length}%` }}
              data-minor={i % phoneEvery === 0 ? undefined : true}
            >
              {i % labelEvery === 0 || i % phoneEvery === 0 ? formatDayMonth(d.date) : ''}
            </span>
          ))}
        </div>
      </div>
    </Box>
  );
}

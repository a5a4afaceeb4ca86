import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTheme } from '@mui/material/styles';
import { dollarsToCents, formatUsd } from '@voosh/shared';
import { type ReactElement, useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Analytics } from '../data/types';
import { chartRows, funnelShare } from './chartData';

export const CHART_TITLES = {
  monthly: 'Revenue and requests, last 12 months',
  cash: 'Cash received, last 12 months',
  byStatus: 'Purchase requests by status',
  funnel: 'Demo request → purchase request → completed',
  byArm: 'Revenue by arm',
} as const;

const money = (dollars: number) => formatUsd(dollarsToCents(dollars));
const CHART_HEIGHT = 300;

function ChartCard({ title, summary, children, wide = false }: { title: string; summary: string; children: ReactElement; wide?: boolean }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <CardHeader id={id} title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box role="img" aria-label={summary} sx={{ width: '100%', height: CHART_HEIGHT }}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </Box>
      </CardContent>
    </Card>
  );
}

/** The analytics charts (recharts, loaded with this chunk only). */
export default function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const theme = useTheme();
  const rows = chartRows(analytics);
  const axis = { stroke: theme.palette.text.secondary, fontSize: 12 };
  const tooltipStyle = { backgroundColor: theme.palette.background.paper, color: theme.palette.text.primary };
  const [firstFunnelStep] = rows.funnel;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <ChartCard
        wide
        title={CHART_TITLES.monthly}
        summary={rows.monthly.map((m) => `${m.month}: ${money(m.revenue)}, ${m.requests} requests`).join('; ')}
      >
        <ComposedChart data={rows.monthly}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="month" {...axis} />
          <YAxis yAxisId="money" tickFormatter={money} width={80} {...axis} />
          <YAxis yAxisId="count" orientation="right" allowDecimals={false} {...axis} />
          <Tooltip contentStyle={tooltipStyle} formatter={(value, name) => (name === 'Revenue' ? money(Number(value)) : value)} />
          <Legend />
          <Bar yAxisId="money" dataKey="revenue" name="Revenue" fill={theme.palette.primary.main} />
          <Line yAxisId="count" type="monotone" dataKey="requests" name="Requests" stroke={theme.palette.secondary.main} strokeWidth={2} />
        </ComposedChart>
      </ChartCard>
      <ChartCard title={CHART_TITLES.cash} summary={rows.monthly.map((m) => `${m.month}: ${money(m.cash)}`).join('; ')}>
        <BarChart data={rows.monthly}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="month" {...axis} />
          <YAxis tickFormatter={money} width={80} {...axis} />
          <ReferenceLine y={0} stroke={theme.palette.text.secondary} />
          <Tooltip contentStyle={tooltipStyle} formatter={(value) => money(Number(value))} />
          <Bar dataKey="cash" name="Cash received" fill={theme.palette.success.main} />
        </BarChart>
      </ChartCard>
      <ChartCard title={CHART_TITLES.byStatus} summary={rows.byStatus.map((s) => `${s.status}: ${s.count}`).join('; ')}>
        <BarChart data={rows.byStatus}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis dataKey="status" {...axis} interval={0} angle={-30} textAnchor="end" height={60} />
          <YAxis allowDecimals={false} {...axis} />
          <Tooltip contentStyle={tooltipStyle} />
          <Bar dataKey="count" name="Requests" fill={theme.palette.info.main} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title={CHART_TITLES.funnel}
        summary={rows.funnel.map((s) => `${s.step}: ${s.count} (${funnelShare(s.count, firstFunnelStep.count)})`).join('; ')}
      >
        <BarChart data={rows.funnel} layout="vertical" margin={{ right: 48 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis type="number" allowDecimals={false} {...axis} />
          <YAxis type="category" dataKey="step" width={170} {...axis} />
          <Tooltip contentStyle={tooltipStyle} />
          <Bar dataKey="count" name="Demo requests" fill={theme.palette.secondary.main}>
            <LabelList
              dataKey="count"
              position="right"
              formatter={(value) => funnelShare(Number(value), firstFunnelStep.count)}
              fill={theme.palette.text.primary}
            />
          </Bar>
        </BarChart>
      </ChartCard>
      <ChartCard wide title={CHART_TITLES.byArm} summary={rows.byArm.map((a) => `${a.arm}: ${money(a.revenue)}`).join('; ')}>
        <BarChart data={rows.byArm} layout="vertical">
          <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
          <XAxis type="number" tickFormatter={money} {...axis} />
          <YAxis type="category" dataKey="arm" width={140} {...axis} />
          <Tooltip contentStyle={tooltipStyle} formatter={(value) => money(Number(value))} />
          <Bar dataKey="revenue" name="Revenue" fill={theme.palette.primary.main} />
        </BarChart>
      </ChartCard>
    </Box>
  );
}

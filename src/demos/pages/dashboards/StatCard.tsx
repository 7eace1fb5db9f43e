import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';

export interface Stat {
  label: string;
  value: string;
  /** Change against the previous period, in percent. */
  change: number;
  icon: ReactNode;
  color: 'primary' | 'success' | 'warning' | 'info' | 'error' | 'secondary';
}

export const StatCard = ({ label, value, change, icon, color }: Stat) => {
  const up = change >= 0;
  return (
    <Card component="section" aria-label={label}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar variant="rounded" sx={{ bgcolor: `${color}.main`, color: `${color}.contrastText`, width: 48, height: 48 }}>
          {icon}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" noWrap>
            {label}
          </Typography>
          <Typography variant="h6" component="p">
            {value}
          </Typography>
          <Typography variant="caption" color={up ? 'success.main' : 'error.main'} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {up ? <TrendingUpIcon fontSize="inherit" /> : <TrendingDownIcon fontSize="inherit" />}
            {`${up ? '+' : ''}${change}% vs last month`}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};

export const StatGrid = ({ stats }: { stats: Stat[] }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
    {stats.map((stat) => (
      <StatCard key={stat.label} {...stat} />
    ))}
  </Box>
);

import { useId } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { Box, Card, CardContent, List, ListItem, ListItemButton, Skeleton, Typography } from '@mui/material';

interface StatusCountsCardProps {
  title: string;
  /** The statuses shown, in their workflow order. */
  statuses: readonly string[];
  /** Counts per status; a status missing from it counts 0. */
  counts: Record<string, number> | undefined;
  /** The i18n prefix of the status labels (`app.orders.status`). */
  labels: string;
  /** The list screen of the records, filtered on one status. */
  resource: string;
  empty: string;
}

const listLink = (resource: string, status: string) => `/${resource}?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`;

/** How many records are in each status, each row a link to the list of them. */
export const StatusCountsCard = ({ title, statuses, counts, labels, resource, empty }: StatusCountsCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const largest = Math.max(...statuses.map((status) => counts?.[status] ?? 0), 0);
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ alignSelf: 'start' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {!counts ? (
          <Skeleton variant="rectangular" height={120} />
        ) : largest === 0 ? (
          <Typography sx={{ mt: 1 }}>{empty}</Typography>
        ) : (
          <List dense disablePadding aria-label={title}>
            {statuses.map((status) => {
              const count = counts[status] ?? 0;
              const label = translate(`${labels}.${status}`);
              return (
                <ListItem key={status} disablePadding>
                  <ListItemButton
                    component={LinkBase}
                    to={listLink(resource, status)}
                    sx={{ display: 'grid', gridTemplateColumns: 'minmax(7em, auto) 1fr 3em', alignItems: 'center', gap: 1.5 }}
                  >
                    <Typography variant="body2">{label}</Typography>
                    <Box aria-hidden sx={{ height: 10, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
                      <Box sx={{ height: '100%', width: `${(count / largest) * 100}%`, bgcolor: 'primary.main', borderRadius: 1 }} />
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
                      {count}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
};

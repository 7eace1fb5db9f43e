import type { ReactNode } from 'react';
import { LinkBase, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { Box, Button, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';

interface CountCardProps {
  resource: string;
  icon: ReactNode;
}

const Count = ({ resource, icon }: CountCardProps) => {
  const translate = useTranslate();
  // One row is enough: the total comes from Content-Range.
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card sx={{ minWidth: 220, flex: '1 1 220px' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box>
          <Typography color="text.secondary">{translate(`resources.${resource}.name`, { smart_count: 2 })}</Typography>
          <Typography variant="h4" component="p" aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
            {isPending ? <Skeleton width={60} /> : total}
          </Typography>
        </Box>
      </CardContent>
      <CardActions>
        <Button component={LinkBase} to={`/${resource}`} size="small">
          {translate('app.dashboard.view_all')}
        </Button>
      </CardActions>
    </Card>
  );
};

/** DESIGN.md §3: a dashboard widget shows only what the user may read. */
export const CountCard = (props: CountCardProps) => {
  const { canAccess } = useCanAccess({ resource: props.resource, action: 'list' });
  return canAccess ? <Count {...props} /> : null;
};

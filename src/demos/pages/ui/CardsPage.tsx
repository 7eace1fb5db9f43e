import { Avatar, Box, Button, Card, CardActions, CardContent, CardHeader, CardMedia, IconButton, Typography } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import { DemoPage, Grid } from '../PageParts';

const GRADIENTS = ['linear-gradient(135deg, #6366f1, #22d3ee)', 'linear-gradient(135deg, #f59e0b, #ef4444)', 'linear-gradient(135deg, #10b981, #3b82f6)'];

const CardsPage = () => (
  <DemoPage title="Cards">
    <Grid columns={3}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">Basic card</Typography>
          <Typography variant="body2" color="text.secondary">A card holds one topic: a title, some text and, when useful, actions.</Typography>
        </CardContent>
        <CardActions>
          <Button size="small">Learn more</Button>
        </CardActions>
      </Card>
      <Card>
        <CardMedia sx={{ height: 140, background: GRADIENTS[0] }} role="img" aria-label="Blue gradient" />
        <CardContent>
          <Typography variant="h6" component="h2">Card with media</Typography>
          <Typography variant="body2" color="text.secondary">The picture is a CSS gradient, so the page works offline.</Typography>
        </CardContent>
      </Card>
      <Card>
        <CardHeader avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>SL</Avatar>} title="Sara Lind" subheader="September 14, 2025" />
        <CardMedia sx={{ height: 120, background: GRADIENTS[1] }} role="img" aria-label="Orange gradient" />
        <CardActions disableSpacing>
          <IconButton aria-label="Add to favourites"><FavoriteIcon /></IconButton>
          <IconButton aria-label="Share"><ShareIcon /></IconButton>
        </CardActions>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">Outlined card</Typography>
          <Typography variant="body2" color="text.secondary">A border instead of a shadow.</Typography>
        </CardContent>
      </Card>
      <Card sx={{ background: GRADIENTS[2], color: '#fff' }}>
        <CardContent>
          <Typography variant="h6" component="h2">Coloured card</Typography>
          <Typography variant="body2">White text on a gradient background.</Typography>
        </CardContent>
      </Card>
      <Card>
        <Box sx={{ display: 'flex' }}>
          <CardContent sx={{ flex: 1 }}>
            <Typography variant="h6" component="h2">Horizontal card</Typography>
            <Typography variant="body2" color="text.secondary">Media on the side.</Typography>
          </CardContent>
          <CardMedia sx={{ width: 110, background: GRADIENTS[0] }} role="img" aria-label="Side gradient" />
        </Box>
      </Card>
    </Grid>
  </DemoPage>
);

export default CardsPage;

import { LinkBase as RouterLink } from 'react-admin';
import { Box, Card, CardActionArea, CardContent, CardMedia, Chip, Typography } from '@mui/material';
import { DemoPage } from '../PageParts';
import { BLOG_POSTS } from './blogPosts';

const BlogPage = () => (
  <DemoPage title="Blog">
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
      {BLOG_POSTS.map((post) => (
        <Card key={post.id} component="article">
          <CardActionArea component={RouterLink} to={`/blog/${post.id}`}>
            <CardMedia sx={{ height: 140, background: post.gradient }} />
            <CardContent>
              <Chip size="small" label={post.tag} sx={{ mb: 1 }} />
              <Typography variant="h6" component="h2">{post.title}</Typography>
              <Typography variant="body2" color="text.secondary">{post.excerpt}</Typography>
              <Typography variant="caption" color="text.secondary">{`${post.author} · ${post.date}`}</Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  </DemoPage>
);

export default BlogPage;

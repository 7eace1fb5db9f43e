import { LinkBase as RouterLink, useParams } from 'react-admin';
import { Box, Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DemoPage } from '../PageParts';
import { BLOG_POSTS } from './blogPosts';

const BlogPostPage = () => {
  const { id } = useParams();
  const post = BLOG_POSTS.find((one) => one.id === id);
  return (
    <DemoPage title={post?.title ?? 'Post not found'}>
      <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to blog
      </Button>
      {post ? (
        <Paper component="article" sx={{ overflow: 'hidden' }}>
          <Box sx={{ height: 180, background: post.gradient }} />
          <Box sx={{ p: { xs: 2, sm: 4 } }}>
            <Typography variant="caption" color="text.secondary">{`${post.tag} · ${post.author} · ${post.date}`}</Typography>
            {post.body.map((paragraph) => (
              <Typography key={paragraph} paragraph sx={{ mt: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        </Paper>
      ) : (
        <Typography color="text.secondary">There is no post at this address.</Typography>
      )}
    </DemoPage>
  );
};

export default BlogPostPage;

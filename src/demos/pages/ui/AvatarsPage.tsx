import { Avatar, AvatarGroup, Badge } from '@mui/material';
import FolderIcon from '@mui/icons-material/Folder';
import PersonIcon from '@mui/icons-material/Person';
import { DemoPage, Grid, Row, Section } from '../PageParts';

const PEOPLE = ['Ava Chen', 'Liam Patel', 'Mia Rossi', 'Noah Khan', 'Zoe Tran', 'Omar Lind'];
const COLORS = ['#6366f1', '#10b981', '#f59e0b', '#ef4444', '#0ea5e9', '#8b5cf6'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const AvatarsPage = () => (
  <DemoPage title="Avatars">
    <Grid columns={2}>
      <Section title="Initials">
        <Row>
          {PEOPLE.map((name, index) => (
            <Avatar key={name} alt={name} sx={{ bgcolor: COLORS[index] }}>
              {initials(name)}
            </Avatar>
          ))}
        </Row>
      </Section>
      <Section title="Sizes and shapes">
        <Row>
          <Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>S</Avatar>
          <Avatar>M</Avatar>
          <Avatar sx={{ width: 56, height: 56 }}>L</Avatar>
          <Avatar variant="rounded" sx={{ bgcolor: 'success.main' }}><FolderIcon /></Avatar>
          <Avatar variant="square" sx={{ bgcolor: 'warning.main' }}><PersonIcon /></Avatar>
        </Row>
      </Section>
      <Section title="Group">
        <AvatarGroup max={4} sx={{ justifyContent: 'flex-end' }}>
          {PEOPLE.map((name, index) => (
            <Avatar key={name} alt={name} sx={{ bgcolor: COLORS[index] }}>
              {initials(name)}
            </Avatar>
          ))}
        </AvatarGroup>
      </Section>
      <Section title="With status">
        <Row>
          {['success.main', 'warning.main', 'text.disabled'].map((status, index) => (
            <Badge
              key={status}
              overlap="circular"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              variant="dot"
              sx={{ '& .MuiBadge-badge': { bgcolor: status, width: 12, height: 12, borderRadius: '50%', border: 2, borderColor: 'background.paper' } }}
            >
              <Avatar sx={{ bgcolor: COLORS[index] }}>{initials(PEOPLE[index])}</Avatar>
            </Badge>
          ))}
        </Row>
      </Section>
    </Grid>
  </DemoPage>
);

export default AvatarsPage;

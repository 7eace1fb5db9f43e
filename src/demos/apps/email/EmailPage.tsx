import { useReducer, useState } from 'react';
import { Title } from 'react-admin';
import { Badge, Box, Button, Checkbox, Grid, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import EditIcon from '@mui/icons-material/Edit';
import InboxIcon from '@mui/icons-material/Inbox';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { demoToast } from '../../toast';
import { InitialsAvatar, newId } from '../common';
import { ComposeModal } from './ComposeModal';
import { sampleEmails } from './data';
import { emailReducer, emailsIn, initialEmailState, unreadCount, type Email, type EmailFolder } from './store';

const FOLDERS: { folder: EmailFolder; label: string; icon: typeof InboxIcon }[] = [
  { folder: 'all', label: 'Inbox', icon: InboxIcon },
  { folder: 'starred', label: 'Starred', icon: StarBorderIcon },
  { folder: 'sent', label: 'Sent', icon: SendOutlinedIcon },
  { folder: 'draft', label: 'Drafts', icon: EditIcon },
  { folder: 'spam', label: 'Spam', icon: ReportGmailerrorredIcon },
  { folder: 'trash', label: 'Trash', icon: DeleteOutlineIcon },
];

const EmailDetail = ({ email, onBack, onDelete }: { email: Email; onBack: () => void; onDelete: () => void }) => (
  <Box sx={{ p: 2 }}>
    <Stack direction="row" sx={{ gap: 1, mb: 2 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        Back to list
      </Button>
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
        Delete
      </Button>
    </Stack>
    <Typography variant="h6" component="h2">
      {email.subject}
    </Typography>
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, my: 2 }}>
      <InitialsAvatar name={email.name} />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{email.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {email.address} · {email.time}
        </Typography>
      </Box>
    </Stack>
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{email.body}</Typography>
  </Box>
);

const EmailPage = () => {
  const [state, dispatch] = useReducer(emailReducer, undefined, () => initialEmailState(sampleEmails()));
  const [composing, setComposing] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const emails = emailsIn(state);
  const opened = state.emails.find((email) => email.id === openId);
  const checkedCount = emails.filter((email) => email.is_checked).length;
  const deleteEmail = (id: string) => {
    dispatch({ type: 'delete', id });
    demoToast('delete');
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Email" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper sx={{ p: 2 }}>
            <Button fullWidth variant="contained" startIcon={<EditIcon />} onClick={() => setComposing(true)}>
              Compose
            </Button>
            <List component="nav" aria-label="Mail folders" sx={{ mt: 1 }}>
              {FOLDERS.map(({ folder, label, icon: Icon }) => (
                <ListItemButton
                  key={folder}
                  selected={state.folder === folder}
                  aria-current={state.folder === folder ? 'page' : undefined}
                  onClick={() => {
                    setOpenId(undefined);
                    dispatch({ type: 'setFolder', folder });
                  }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={label} />
                  <Badge color="primary" badgeContent={unreadCount(state.emails, folder)} sx={{ mr: 1 }} />
                </ListItemButton>
              ))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Paper>
            {opened ? (
              <EmailDetail
                email={opened}
                onBack={() => setOpenId(undefined)}
                onDelete={() => {
                  deleteEmail(opened.id);
                  setOpenId(undefined);
                }}
              />
            ) : (
              <>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 1, pl: 2, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
                    {FOLDERS.find(({ folder }) => folder === state.folder)!.label}
                  </Typography>
                  <Button color="error" startIcon={<DeleteOutlineIcon />} disabled={checkedCount === 0} onClick={() => dispatch({ type: 'deleteChecked' })}>
                    Delete selected
                  </Button>
                </Stack>
                {emails.length === 0 ? (
                  <Typography color="text.secondary" sx={{ p: 2 }}>
                    No emails in this folder.
                  </Typography>
                ) : (
                  <List aria-label="Emails" disablePadding>
                    {emails.map((email) => (
                      <ListItem key={email.id} divider disablePadding sx={{ bgcolor: email.isread ? undefined : 'action.hover', px: 1 }}>
                        <Checkbox checked={email.is_checked} onChange={() => dispatch({ type: 'toggleChecked', id: email.id })} slotProps={{ input: { 'aria-label': `Select ${email.subject}` } }} />
                        <IconButton aria-label={`Star ${email.subject}`} aria-pressed={email.isfav} onClick={() => dispatch({ type: 'toggleFav', id: email.id })}>
                          {email.isfav ? <StarIcon sx={{ color: '#FFCE30' }} /> : <StarBorderIcon />}
                        </IconButton>
                        <ListItemButton
                          onClick={() => {
                            dispatch({ type: 'markRead', id: email.id });
                            setOpenId(email.id);
                          }}
                          sx={{ minWidth: 0 }}
                        >
                          <ListItemText
                            primary={email.subject}
                            secondary={`${email.sent ? `To ${email.address}` : email.name} · ${email.time}`}
                            slotProps={{ primary: { noWrap: true, sx: { fontWeight: email.isread ? 400 : 700 } }, secondary: { noWrap: true } }}
                          />
                        </ListItemButton>
                        <IconButton aria-label={email.isread ? `Mark ${email.subject} as unread` : `Mark ${email.subject} as read`} onClick={() => dispatch({ type: 'toggleRead', id: email.id })}>
                          {email.isread ? <MailOutlineIcon /> : <DraftsOutlinedIcon />}
                        </IconButton>
                        <IconButton aria-label={`Delete ${email.subject}`} onClick={() => deleteEmail(email.id)}>
                          <DeleteOutlineIcon />
                        </IconButton>
                      </ListItem>
                    ))}
                  </List>
                )}
              </>
            )}
          </Paper>
        </Grid>
      </Grid>
      {composing && (
        <ComposeModal
          onClose={() => setComposing(false)}
          onSend={({ to, subject, body }) => {
            dispatch({ type: 'send', email: { id: newId('mail'), name: 'Me', address: to, subject, body, time: 'Just now' } });
            demoToast('send');
            setComposing(false);
          }}
        />
      )}
    </Box>
  );
};

export default EmailPage;

import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, IconButton, List, ListItemButton, ListItemAvatar, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { InitialsAvatar } from '../common';
import type { ChatContact, ChatMessage, ChatProfile } from './store';

const StatusAvatar = ({ name, status, size = 40 }: { name: string; status: 'active' | 'offline'; size?: number }) => (
  <Badge
    overlap="circular"
    variant="dot"
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    sx={{ '& .MuiBadge-badge': { bgcolor: status === 'active' ? 'success.main' : 'grey.400', border: 2, borderColor: 'background.paper' } }}
  >
    <InitialsAvatar name={name} size={size} />
  </Badge>
);

export const ProfileCard = ({ profile, onClose }: { profile: ChatProfile; onClose: () => void }) => (
  <Box sx={{ p: 2, textAlign: 'center', borderBottom: 1, borderColor: 'divider', position: 'relative' }}>
    <IconButton aria-label="Close my profile" onClick={onClose} size="small" sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
      <CloseIcon fontSize="small" />
    </IconButton>
    <InitialsAvatar name={profile.fullName} size={64} sx={{ mx: 'auto', mb: 1 }} />
    <Typography sx={{ fontWeight: 600 }}>{profile.fullName}</Typography>
    <Typography variant="body2" color="text.secondary">
      {profile.role}
    </Typography>
    <Typography variant="body2" sx={{ mt: 1 }}>
      {profile.bio}
    </Typography>
  </Box>
);

interface ContactListProps {
  contacts: readonly ChatContact[];
  activeId?: number;
  search: string;
  onSearch: (text: string) => void;
  onOpen: (id: number) => void;
}

export const ContactList = ({ contacts, activeId, search, onSearch, onOpen }: ContactListProps) => (
  <>
    <Box sx={{ p: 2, pb: 1 }}>
      <TextField fullWidth size="small" label="Search contacts" type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
    </Box>
    {contacts.length === 0 ? (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        No contact matches.
      </Typography>
    ) : (
      <List aria-label="Contacts" sx={{ overflowY: 'auto', flex: 1 }}>
        {contacts.map((contact) => (
          <ListItemButton key={contact.id} selected={contact.id === activeId} onClick={() => onOpen(contact.id)} aria-label={contact.fullName}>
            <ListItemAvatar>
              <StatusAvatar name={contact.avatar} status={contact.status} />
            </ListItemAvatar>
            <ListItemText primary={contact.fullName} secondary={contact.lastmessage} slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }} />
            <Stack sx={{ alignItems: 'flex-end', gap: 0.5, ml: 1 }}>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {contact.lastmessageTime}
              </Typography>
              {contact.unredmessage > 0 && <Badge color="primary" badgeContent={contact.unredmessage} aria-label={`${contact.unredmessage} unread`} sx={{ mr: 1 }} />}
            </Stack>
          </ListItemButton>
        ))}
      </List>
    )}
  </>
);

export const MessageFeed = ({ messages, contactName }: { messages: readonly ChatMessage[]; contactName: string }) => (
  <Box role="log" aria-label="Messages" sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    {messages.length === 0 && (
      <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
        No messages yet. Say hello to {contactName}.
      </Typography>
    )}
    {messages.map((message, index) => (
      <Paper
        key={index}
        elevation={0}
        sx={{
          alignSelf: message.sender === 'me' ? 'flex-end' : 'flex-start',
          maxWidth: '75%',
          px: 1.5,
          py: 1,
          bgcolor: message.sender === 'me' ? 'primary.main' : 'action.hover',
          color: message.sender === 'me' ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Typography variant="body2">{message.content}</Typography>
        <Typography variant="caption" sx={{ opacity: 0.7 }}>
          {message.time}
        </Typography>
      </Paper>
    ))}
  </Box>
);

export const MessageForm = ({ onSend }: { onSend: (content: string) => void }) => {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Stack component="form" direction="row" onSubmit={submit} sx={{ gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField fullWidth size="small" label="Type your message" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!text.trim()}>
        Send
      </Button>
    </Stack>
  );
};

export const ContactInfo = ({ contact, onClose }: { contact: ChatContact; onClose: () => void }) => (
  <Box component="aside" aria-label="Contact info" sx={{ width: 260, flexShrink: 0, borderInlineStart: 1, borderColor: 'divider', p: 2, position: 'relative' }}>
    <IconButton aria-label="Close contact info" onClick={onClose} size="small" sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
      <CloseIcon fontSize="small" />
    </IconButton>
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1, mt: 2 }}>
      <StatusAvatar name={contact.avatar} status={contact.status} size={72} />
      <Typography sx={{ fontWeight: 600 }}>{contact.fullName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {contact.role}
      </Typography>
      <Typography variant="body2">{contact.status === 'active' ? 'Active now' : 'Offline'}</Typography>
    </Stack>
  </Box>
);

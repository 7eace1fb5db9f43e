import { useEffect } from 'react';
import { Title } from 'react-admin';
import { Box, Button, Drawer, IconButton, Paper, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { InitialsAvatar } from '../common';
import { chatStore } from './chatStore';
import { ContactInfo, ContactList, MessageFeed, MessageForm, ProfileCard } from './ChatPanels';
import { filteredContacts } from './store';

const SIDEBAR_WIDTH = 300;

const timeNow = () => new Date().toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }).toLowerCase();

const ChatPage = () => {
  const [state, dispatch] = chatStore.useStore();
  // Only small screens get the contact drawer: a hidden modal drawer would still trap focus.
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  // SPEC.md §4: navigating away closes the active chat.
  useEffect(() => () => dispatch({ type: 'closeChat' }), [dispatch]);

  const sidebar = (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label="My profile" aria-expanded={state.openProfile} onClick={() => dispatch({ type: 'toggleProfile' })} sx={{ p: 0 }}>
          <InitialsAvatar name={state.profileinfo.fullName} size={40} />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {state.profileinfo.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {state.profileinfo.role}
          </Typography>
        </Box>
      </Stack>
      {state.openProfile && <ProfileCard profile={state.profileinfo} onClose={() => dispatch({ type: 'toggleProfile' })} />}
      <ContactList
        contacts={filteredContacts(state)}
        activeId={state.activechat ? state.user?.id : undefined}
        search={state.searchContact}
        onSearch={(text) => dispatch({ type: 'setSearch', text })}
        onOpen={(contactId) => dispatch({ type: 'openChat', contactId })}
      />
    </Stack>
  );
  const user = state.activechat ? state.user : null;
  const openContacts = !desktop && (
    <IconButton aria-label="Open contacts" onClick={() => dispatch({ type: 'toggleMobileSidebar' })}>
      <MenuIcon />
    </IconButton>
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Chat" />
      <Paper sx={{ display: 'flex', height: { xs: 'calc(100vh - 160px)', md: 'calc(100vh - 200px)' }, minHeight: 480, overflow: 'hidden' }}>
        {desktop ? (
          <Box component="nav" aria-label="Chat contacts" sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>
            {sidebar}
          </Box>
        ) : (
          <Drawer open={state.mobileChatSidebar} onClose={() => dispatch({ type: 'toggleMobileSidebar' })} slotProps={{ paper: { component: 'nav', 'aria-label': 'Chat contacts', sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } }}>
            {sidebar}
          </Drawer>
        )}
        <Stack component="section" aria-label="Conversation" sx={{ flex: 1, minWidth: 0 }}>
          {user ? (
            <>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                {openContacts}
                <InitialsAvatar name={user.avatar} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="h1" sx={{ fontWeight: 600 }} noWrap>
                    {user.fullName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {user.status === 'active' ? 'Active now' : 'Offline'}
                  </Typography>
                </Box>
                {wide && (
                  <IconButton aria-label="Contact info" aria-pressed={state.openinfo} onClick={() => dispatch({ type: 'toggleInfo' })}>
                    <InfoOutlinedIcon />
                  </IconButton>
                )}
              </Stack>
              <MessageFeed messages={state.messFeed} contactName={user.fullName} />
              <MessageForm onSend={(content) => dispatch({ type: 'sendMessage', message: { content, time: timeNow() } })} />
            </>
          ) : (
            <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: 2, p: 3, textAlign: 'center' }}>
              <ChatBubbleOutlineIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
              <Typography variant="h6" component="h1">
                Start a conversation
              </Typography>
              <Typography color="text.secondary">Pick a contact to see your messages.</Typography>
              {!desktop && (
                <Button variant="outlined" onClick={() => dispatch({ type: 'toggleMobileSidebar' })}>
                  Open contacts
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        {wide && user && state.openinfo && <ContactInfo contact={user} onClose={() => dispatch({ type: 'toggleInfo' })} />}
      </Paper>
    </Box>
  );
};

export default ChatPage;

import { useState } from 'react';
import { Avatar, Badge, Box, Button, IconButton, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Tooltip, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { showToast, type ToastType } from '../../../ui/Toasts';
import { DemoPage, Row, Section } from '../PageParts';

interface DemoNotification {
  id: number;
  title: string;
  detail: string;
  when: string;
  read: boolean;
  icon: React.ReactNode;
}

const INITIAL: DemoNotification[] = [
  { id: 1, title: 'Low stock', detail: 'Brake pad set is below its reorder level.', when: '5 min ago', read: false, icon: <WarningIcon /> },
  { id: 2, title: 'Order dispatched', detail: 'ORD-000981 left the Main warehouse.', when: '1 hour ago', read: false, icon: <LocalShippingIcon /> },
  { id: 3, title: 'New dealer', detail: 'Birch Garage created a portal account.', when: 'Yesterday', read: true, icon: <PersonAddIcon /> },
  { id: 4, title: 'Purchase order received', detail: 'PO-000077 was received in full.', when: '2 days ago', read: true, icon: <InventoryIcon /> },
];

const TOAST_TYPES: ToastType[] = ['info', 'success', 'warning', 'error', 'default'];

const NotificationsPage = () => {
  const [items, setItems] = useState(INITIAL);
  const unread = items.filter((item) => !item.read).length;
  const setRead = (id: number, read: boolean) => setItems(items.map((item) => (item.id === id ? { ...item, read } : item)));
  return (
    <DemoPage title="Notifications">
      <Section
        title={`Notifications (${unread} unread)`}
        action={
          <Button startIcon={<DoneAllIcon />} disabled={unread === 0} onClick={() => setItems(items.map((item) => ({ ...item, read: true })))}>
            Mark all as read
          </Button>
        }
      >
        <List aria-label="Notifications">
          {items.map((item) => (
            <ListItem
              key={item.id}
              disablePadding
              secondaryAction={
                item.read ? (
                  <Tooltip title="Mark as unread">
                    <IconButton edge="end" aria-label={`Mark “${item.title}” as unread`} onClick={() => setRead(item.id, false)}>
                      <MarkEmailUnreadIcon />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemButton onClick={() => setRead(item.id, true)} sx={{ bgcolor: item.read ? undefined : 'action.selected' }}>
                <ListItemAvatar>
                  <Badge color="primary" variant="dot" invisible={item.read}>
                    <Avatar>{item.icon}</Avatar>
                  </Badge>
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ fontWeight: item.read ? 400 : 600 }}>
                      {item.title}
                      {!item.read && <Typography component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}> (unread)</Typography>}
                    </Box>
                  }
                  secondary={`${item.detail} · ${item.when}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Section>
      <Section title="Toasts">
        <Row>
          {TOAST_TYPES.map((type) => (
            <Button key={type} variant="outlined" onClick={() => showToast(`This is a ${type} toast`, { type })}>
              {`Show ${type} toast`}
            </Button>
          ))}
        </Row>
      </Section>
    </DemoPage>
  );
};

export default NotificationsPage;

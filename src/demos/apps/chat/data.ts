import type { ChatContact, ChatProfile, Conversation } from './store';

const contact = (id: number, fullName: string, role: string, lastmessage: string, lastmessageTime: string, unredmessage: number, status: ChatContact['status']): ChatContact => ({
  id,
  fullName,
  role,
  lastmessage,
  lastmessageTime,
  unredmessage,
  avatar: fullName,
  status,
});

export const sampleContacts = (): ChatContact[] => [
  contact(1, 'Jenny Wilson', 'Warehouse lead', 'The pallets are in rack B.', '12:20 pm', 2, 'active'),
  contact(2, 'Esther Howard', 'Purchasing', 'I sent the order to Acme.', '11:05 am', 0, 'offline'),
  contact(3, 'Wade Warren', 'Workshop technician', 'Truck 14 is ready.', '9:41 am', 5, 'active'),
  contact(4, 'Jacob Jones', 'Sales', 'Can you check the price?', 'Yesterday', 0, 'offline'),
  contact(5, 'Kristin Watson', 'Accounts', 'Invoice paid, thanks.', 'Mon', 9, 'active'),
];

export const sampleConversations = (): Conversation[] => [
  {
    id: 1,
    userId: 1,
    messages: [
      { content: 'Morning! Did the delivery from Northwind arrive?', time: '12:10 pm', sender: 'me' },
      { content: 'Yes, twelve pallets this morning.', time: '12:15 pm', sender: 'them' },
      { content: 'The pallets are in rack B.', time: '12:20 pm', sender: 'them' },
    ],
  },
  {
    id: 2,
    userId: 3,
    messages: [
      { content: 'How is truck 14 coming along?', time: '9:30 am', sender: 'me' },
      { content: 'Truck 14 is ready.', time: '9:41 am', sender: 'them' },
    ],
  },
];

export const myProfile: ChatProfile = { fullName: 'Alex Morgan', role: 'Operations manager', bio: 'Keeps the stock moving and the workshop busy.', status: 'active' };

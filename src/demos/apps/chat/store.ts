// SPEC.md §3 "Chat contact", conversation, message and chat state, and §4: opening a chat sets the
// active flag, toggles the mobile sidebar, sets the contact and loads its messages; sending
// appends a message; info, profile panels and mobile sidebar toggle; search text settable;
// navigating closes the active chat.

export interface ChatContact {
  id: number;
  fullName: string;
  role: string;
  lastmessage: string;
  lastmessageTime: string;
  /** Unread messages, 0 to 9 in the samples. */
  unredmessage: number;
  /** Initials are drawn from fullName; this is the avatar's accessible name. */
  avatar: string;
  status: 'active' | 'offline';
}

export interface ChatMessage {
  content: string;
  time: string;
  sender: 'me' | 'them';
  img?: string;
}

export interface Conversation {
  id: number;
  userId: number;
  messages: ChatMessage[];
}

export interface ChatProfile {
  fullName: string;
  role: string;
  bio: string;
  status: 'active' | 'offline';
}

export interface ChatState {
  contacts: ChatContact[];
  conversations: Conversation[];
  openProfile: boolean;
  openinfo: boolean;
  activechat: boolean;
  searchContact: string;
  mobileChatSidebar: boolean;
  profileinfo: ChatProfile;
  messFeed: ChatMessage[];
  user: ChatContact | null;
}

export type ChatAction =
  | { type: 'openChat'; contactId: number }
  | { type: 'sendMessage'; message: Omit<ChatMessage, 'sender'> }
  | { type: 'toggleInfo' }
  | { type: 'toggleProfile' }
  | { type: 'toggleMobileSidebar' }
  | { type: 'setSearch'; text: string }
  | { type: 'closeChat' };

export const initialChatState = (contacts: ChatContact[], conversations: Conversation[], profileinfo: ChatProfile): ChatState => ({
  contacts,
  conversations,
  openProfile: false,
  openinfo: true,
  activechat: false,
  searchContact: '',
  mobileChatSidebar: false,
  profileinfo,
  messFeed: [],
  user: null,
});

function sendMessage(state: ChatState, message: ChatMessage): ChatState {
  const user = state.user;
  if (!state.activechat || !user || !message.content.trim()) return state;
  const exists = state.conversations.some((conversation) => conversation.userId === user.id);
  const conversations = exists
    ? state.conversations.map((conversation) => (conversation.userId === user.id ? { ...conversation, messages: [...conversation.messages, message] } : conversation))
    : [...state.conversations, { id: Math.max(0, ...state.conversations.map(({ id }) => id)) + 1, userId: user.id, messages: [message] }];
  const contacts = state.contacts.map((contact) => (contact.id === user.id ? { ...contact, lastmessage: message.content, lastmessageTime: message.time } : contact));
  return { ...state, conversations, contacts, messFeed: [...state.messFeed, message] };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'openChat': {
      const user = state.contacts.find((contact) => contact.id === action.contactId);
      if (!user) return state;
      const messages = state.conversations.find((conversation) => conversation.userId === user.id)?.messages ?? [];
      return {
        ...state,
        activechat: true,
        mobileChatSidebar: !state.mobileChatSidebar,
        user,
        messFeed: messages,
        // Opening a conversation reads it.
        contacts: state.contacts.map((contact) => (contact.id === user.id ? { ...contact, unredmessage: 0 } : contact)),
      };
    }
    case 'sendMessage':
      return sendMessage(state, { ...action.message, sender: 'me' });
    case 'toggleInfo':
      return { ...state, openinfo: !state.openinfo };
    case 'toggleProfile':
      return { ...state, openProfile: !state.openProfile };
    case 'toggleMobileSidebar':
      return { ...state, mobileChatSidebar: !state.mobileChatSidebar };
    case 'setSearch':
      return { ...state, searchContact: action.text };
    case 'closeChat':
      return { ...state, activechat: false };
  }
}

export function filteredContacts({ contacts, searchContact }: ChatState): ChatContact[] {
  const needle = searchContact.trim().toLowerCase();
  return needle ? contacts.filter((contact) => contact.fullName.toLowerCase().includes(needle)) : contacts;
}

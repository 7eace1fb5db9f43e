import { createDemoStore } from '../common';
import { myProfile, sampleContacts, sampleConversations } from './data';
import { chatReducer, initialChatState } from './store';

/** Conversations outlive a visit to the page; the open chat does not (SPEC.md §4). */
export const chatStore = createDemoStore(chatReducer, () => initialChatState(sampleContacts(), sampleConversations(), myProfile));

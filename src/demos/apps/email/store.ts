// SPEC.md §3 "Demo stores" (email flags isfav, sent, draft, spam, trash, isread, is_checked) and
// §4: toggle checked, favourite, read; delete; send adds to the top. §9: the folder starts at all.

export interface Email {
  id: string;
  name: string;
  address: string;
  subject: string;
  body: string;
  time: string;
  isfav: boolean;
  sent: boolean;
  draft: boolean;
  spam: boolean;
  trash: boolean;
  isread: boolean;
  is_checked: boolean;
}

export const EMAIL_FOLDERS = ['all', 'starred', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

export interface EmailState {
  emails: Email[];
  folder: EmailFolder;
}

export type EmailAction =
  | { type: 'toggleChecked'; id: string }
  | { type: 'toggleFav'; id: string }
  | { type: 'toggleRead'; id: string }
  | { type: 'markRead'; id: string }
  /** An email in the trash goes for good; any other goes to the trash. */
  | { type: 'delete'; id: string }
  | { type: 'deleteChecked' }
  | { type: 'send'; email: Pick<Email, 'id' | 'name' | 'address' | 'subject' | 'body' | 'time'> }
  | { type: 'setFolder'; folder: EmailFolder };

export const initialEmailState = (emails: Email[]): EmailState => ({ emails, folder: 'all' });

const flip = (state: EmailState, id: string, flag: 'is_checked' | 'isfav' | 'isread'): EmailState => ({
  ...state,
  emails: state.emails.map((email) => (email.id === id ? { ...email, [flag]: !email[flag] } : email)),
});

function remove(emails: Email[], doomed: (email: Email) => boolean): Email[] {
  return emails.flatMap((email) => {
    if (!doomed(email)) return [email];
    return email.trash ? [] : [{ ...email, trash: true, is_checked: false }];
  });
}

export function emailReducer(state: EmailState, action: EmailAction): EmailState {
  switch (action.type) {
    case 'toggleChecked':
      return flip(state, action.id, 'is_checked');
    case 'toggleFav':
      return flip(state, action.id, 'isfav');
    case 'toggleRead':
      return flip(state, action.id, 'isread');
    case 'markRead':
      return { ...state, emails: state.emails.map((email) => (email.id === action.id ? { ...email, isread: true } : email)) };
    case 'delete':
      return { ...state, emails: remove(state.emails, (email) => email.id === action.id) };
    case 'deleteChecked': {
      const shown = new Set(emailsIn(state).map((email) => email.id));
      return { ...state, emails: remove(state.emails, (email) => email.is_checked && shown.has(email.id)) };
    }
    case 'send': {
      const sent: Email = { ...action.email, isfav: false, sent: true, draft: false, spam: false, trash: false, isread: true, is_checked: false };
      return { ...state, emails: [sent, ...state.emails] };
    }
    case 'setFolder':
      return { ...state, folder: action.folder, emails: state.emails.map((email) => ({ ...email, is_checked: false })) };
  }
}

/** "All" holds every email outside the spam and the trash, sent ones included. */
export function inFolder(email: Email, folder: EmailFolder): boolean {
  if (folder === 'trash') return email.trash;
  if (email.trash) return false;
  if (folder === 'spam') return email.spam;
  if (email.spam) return false;
  if (folder === 'starred') return email.isfav;
  if (folder === 'sent') return email.sent;
  if (folder === 'draft') return email.draft;
  return true;
}

export const emailsIn = ({ emails, folder }: EmailState) => emails.filter((email) => inFolder(email, folder));

export const unreadCount = (emails: readonly Email[], folder: EmailFolder) => emails.filter((email) => inFolder(email, folder) && !email.isread).length;

import type { Email } from './store';

const received = (email: Pick<Email, 'id' | 'name' | 'address' | 'subject' | 'body' | 'time'> & Partial<Email>): Email => ({
  isfav: false,
  sent: false,
  draft: false,
  spam: false,
  trash: false,
  isread: false,
  is_checked: false,
  ...email,
});

export const sampleEmails = (): Email[] => [
  received({ id: 'mail-1', name: 'Jenny Wilson', address: 'jenny@northwind.test', subject: 'Delivery schedule for June', body: 'Hi, the June deliveries will arrive on Tuesdays and Fridays. Let me know if that works for your team.', time: '10:24 AM' }),
  received({ id: 'mail-2', name: 'Esther Howard', address: 'esther@acme.test', subject: 'Invoice 2025-0412', body: 'Please find the April invoice attached. Payment is due within thirty days.', time: '9:02 AM', isfav: true }),
  received({ id: 'mail-3', name: 'Wade Warren', address: 'wade@fleet.test', subject: 'Workshop booking confirmed', body: 'Your truck is booked in for Thursday at 8 am. Bring the service book.', time: 'Yesterday', isread: true }),
  received({ id: 'mail-4', name: 'Jacob Jones', address: 'jacob@parts.test', subject: 'Price update on filters', body: 'From next month the oil filters go up by 4 percent.', time: 'Yesterday', isread: true, isfav: true }),
  received({ id: 'mail-5', name: 'Prize Desk', address: 'win@lucky.test', subject: 'You have won a cruise!!!', body: 'Click here to claim.', time: 'Mon', spam: true }),
  received({ id: 'mail-6', name: 'Kristin Watson', address: 'kristin@northwind.test', subject: 'Stock count notes', body: 'Draft of the notes from the stock count.', time: 'Mon', draft: true, isread: true }),
  received({ id: 'mail-7', name: 'Me', address: 'jacob@parts.test', subject: 'Re: Price update on filters', body: 'Thanks, noted.', time: 'Sun', sent: true, isread: true }),
];

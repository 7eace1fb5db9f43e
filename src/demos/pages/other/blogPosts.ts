export interface BlogPost {
  id: string;
  title: string;
  author: string;
  date: string;
  tag: string;
  excerpt: string;
  body: string[];
  gradient: string;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'cycle-counting',
    title: 'Cycle counting without closing the warehouse',
    author: 'Mia Chen',
    date: '12/09/2025',
    tag: 'Stock',
    excerpt: 'Count a few racks every day instead of everything once a year.',
    body: ['A yearly stock take stops the business for a day or two. Cycle counting spreads the work: a few racks every day, the fast movers more often.', 'Every correction becomes a stock adjustment, so the ledger always explains the difference.'],
    gradient: 'linear-gradient(135deg, #6366f1, #22d3ee)',
  },
  {
    id: 'dealer-portal',
    title: 'Letting dealers order for themselves',
    author: 'Raj Bose',
    date: '28/08/2025',
    tag: 'Sales',
    excerpt: 'A portal takes phone orders off the counter and mistakes off the order.',
    body: ['Dealers see their own prices and stock availability, and their orders arrive already typed in.', 'Staff confirm them, which reserves stock, and the dealer follows each order to delivery.'],
    gradient: 'linear-gradient(135deg, #f59e0b, #ef4444)',
  },
  {
    id: 'job-cards',
    title: 'Job cards that know which parts were used',
    author: 'Lea Tran',
    date: '03/08/2025',
    tag: 'Workshop',
    excerpt: 'Parts booked on a job card leave stock at once, from the right rack.',
    body: ['A technician logs time and parts on the job card. Each part used is a stock movement from a named rack.', 'The work order completes only when every job card is done.'],
    gradient: 'linear-gradient(135deg, #10b981, #3b82f6)',
  },
];

import type { Employee } from './dataTable';

const FIRST = ['Ava', 'Liam', 'Mia', 'Noah', 'Zoe', 'Omar', 'Lea', 'Raj', 'Ivy', 'Ken', 'Sara', 'Tom', 'Ana', 'Yusuf', 'Nina', 'Hugo', 'Emma', 'Jon', 'Priya', 'Marco'];
const LAST = ['Chen', 'Patel', 'Rossi', 'Khan', 'Tran', 'Lind', 'Sato', 'Becker', 'Souza', 'Park', 'Morgan', 'Dubois', 'Novak', 'Bose', 'Haddad'];
const POSITIONS = ['Storekeeper', 'Accountant', 'Sales manager', 'Technician', 'Buyer', 'Developer', 'Support engineer', 'Driver'];
const OFFICES = ['Sydney', 'Melbourne', 'Paris', 'London', 'Dhaka', 'Auckland'];

/** 100 sample employees, the same on every load (a fixed arithmetic walk, no randomness). */
export const EMPLOYEES: Employee[] = Array.from({ length: 100 }, (_, index) => {
  const first = FIRST[(index * 7) % FIRST.length];
  const last = LAST[(index * 11 + 3) % LAST.length];
  const month = ((index * 5) % 12) + 1;
  const day = ((index * 13) % 28) + 1;
  return {
    id: index + 1,
    name: `${first} ${last}`,
    email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
    position: POSITIONS[(index * 3) % POSITIONS.length],
    office: OFFICES[(index * 5) % OFFICES.length],
    age: 21 + ((index * 17) % 44),
    salary: 42000 + ((index * 3719) % 98000),
    startDate: `${2015 + (index % 10)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  };
});

import { z } from 'zod';
import { defineCollection, type RecordMeta } from './collection';
import { isoDate } from './documents';
import type { StatusChange, Transitions } from './workflow';

// DESIGN.md §6 "Work orders" and "Job cards".

export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'completed', 'closed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_TRANSITIONS: Transitions<WorkOrderStatus> = {
  open: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: ['closed'],
  closed: [],
  cancelled: [],
};

/** A work order takes new job cards and edits while it is not finished. */
export const ACTIVE_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'in_progress'];

export const PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

/** POST /api/work-orders and PUT while open or in progress. */
export const workOrderInput = z.object({
  order_id: z.number().int().positive(),
  title: z.string().trim().min(1, 'Required').max(200, 'At most 200 characters'),
  description: z.string().trim().max(5000, 'At most 5000 characters').nullable().optional(),
  priority: z.enum(PRIORITIES, { error: 'Choose a priority' }).default('normal'),
  due_date: isoDate.nullable().optional(),
  assignee_id: z.number().int().positive().nullable().optional(),
});

/** POST /api/work-orders/:id/transition */
export const workOrderTransitionInput = z.object({
  to: z.enum(WORK_ORDER_STATUSES, { error: 'Choose a status' }),
  version: z.number().int(),
  note: z.string().trim().max(500, 'At most 500 characters').nullable().optional(),
});

export type WorkOrder = RecordMeta &
  z.infer<typeof workOrderInput> & {
    number: string;
    status: WorkOrderStatus;
    order_number: string;
    dealer_id: number;
    dealer_name: string;
    assignee_name: string | null;
    created_by_name: string | null;
    job_cards: number;
    job_cards_done: number;
    total_minutes: number;
    history: StatusChange[];
  };

export const workOrders = defineCollection({
  name: 'work-orders',
  resource: 'workorders',
  area: 'orders',
  input: workOrderInput,
  searchFields: ['number', 'title'],
  filters: { id: 'id', status: 'string', order_id: 'id', assignee_id: 'id', priority: 'string', due_date: 'date', created_at: 'date' },
  sortable: ['id', 'number', 'title', 'status', 'priority', 'due_date', 'order_id', 'assignee_id', 'created_at'],
  defaultSort: ['id', 'DESC'],
});

export const JOB_CARD_STATUSES = ['open', 'in_progress', 'on_hold', 'done'] as const;
export type JobCardStatus = (typeof JOB_CARD_STATUSES)[number];

export const JOB_CARD_TRANSITIONS: Transitions<JobCardStatus> = {
  open: ['in_progress'],
  in_progress: ['on_hold', 'done'],
  on_hold: ['in_progress', 'done'],
  done: [],
};

/** The buttons of a job card and the move each makes: POST /api/job-cards/:id/<action> {version}. */
export const JOB_CARD_ACTIONS = {
  start: { from: ['open'], to: 'in_progress' },
  pause: { from: ['in_progress'], to: 'on_hold' },
  resume: { from: ['on_hold'], to: 'in_progress' },
  finish: { from: ['in_progress', 'on_hold'], to: 'done' },
} as const satisfies Record<string, { from: readonly JobCardStatus[]; to: JobCardStatus }>;
export type JobCardAction = keyof typeof JOB_CARD_ACTIONS;

/** POST /api/job-cards and PUT while not done. */
export const jobCardInput = z.object({
  work_order_id: z.number().int().positive(),
  technician_id: z.number().int().positive().nullable().optional(),
  task: z.string().trim().min(1, 'Required').max(2000, 'At most 2000 characters'),
  notes: z.string().trim().max(5000, 'At most 5000 characters').nullable().optional(),
});

export const jobCardActionInput = z.object({ version: z.number().int() });

/**
 * POST /api/job-cards/:id/parts: `use` takes the quantity from the rack (a consumption
 * movement); `return` puts back at most what this card used of that product from that rack.
 */
export const jobCardPartInput = z.object({
  product_id: z.number().int().positive(),
  rack_id: z.number().int().positive(),
  quantity: z.number().int('Whole numbers only').min(1, 'At least 1').max(1_000_000, 'Too large'),
  kind: z.enum(['use', 'return']).default('use'),
});

export interface TimeLog {
  id: number;
  user_name: string | null;
  started_at: string;
  stopped_at: string | null;
  /** Whole minutes of a stopped log; null while it runs. */
  minutes: number | null;
}

export interface JobCardPart {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  rack_id: number;
  path: string;
  /** + used, − returned. */
  quantity: number;
  actor_name: string | null;
  created_at: string;
}

export type JobCard = RecordMeta &
  z.infer<typeof jobCardInput> & {
    number: string;
    status: JobCardStatus;
    work_order_number: string;
    order_id: number;
    order_number: string;
    technician_name: string | null;
    /** Minutes of the stopped logs plus the running one up to `server_now`. */
    total_minutes: number;
    /** Start of the running log, if any: a live display counts from here against `server_now`. */
    running_since: string | null;
    /** The server's clock when the record was read, so a client clock that is off does not matter. */
    server_now: string;
    time_logs: TimeLog[];
    parts: JobCardPart[];
    history: StatusChange[];
  };

export const jobCards = defineCollection({
  name: 'job-cards',
  resource: 'job-cards',
  area: 'job_cards',
  input: jobCardInput,
  searchFields: ['number', 'task'],
  filters: { id: 'id', status: 'string', work_order_id: 'id', technician_id: 'id', created_at: 'date' },
  sortable: ['id', 'number', 'status', 'work_order_id', 'technician_id', 'created_at'],
  defaultSort: ['id', 'DESC'],
});

import { z } from 'zod';
import { calendarDate, recordMeta, timestamp, version } from './api';
import { defineCollection } from './collection';
import { doneAt } from './offline';
import { isoDate } from './documents';
import { statusChange, transitionInput, type Transitions } from './workflow';
import { COLLECTIONS } from './resources';

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
export const workOrderTransitionInput = transitionInput(WORK_ORDER_STATUSES);

export const workOrderRow = z
  .object({
    ...recordMeta,
    number: z.string(),
    order_id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    priority: z.enum(PRIORITIES),
    due_date: calendarDate.nullable(),
    assignee_id: z.number().int().nullable(),
    status: z.enum(WORK_ORDER_STATUSES),
    created_by: z.number().int().nullable(),
    order_number: z.string(),
    dealer_id: z.number().int(),
    dealer_name: z.string(),
    assignee_name: z.string().nullable(),
    created_by_name: z.string().nullable(),
    job_cards: z.number().int(),
    job_cards_done: z.number().int(),
  })
  .meta({ id: 'WorkOrderRow' });

/** One work order: its row, the minutes logged on its job cards, and its status history. */
export const workOrderRecord = workOrderRow.extend({ total_minutes: z.number().int(), history: z.array(statusChange) }).meta({ id: 'WorkOrder' });
export type WorkOrder = z.infer<typeof workOrderRecord>;

export const workOrders = defineCollection({
  ...COLLECTIONS['work-orders'],
  input: workOrderInput,
  record: workOrderRow,
  detail: workOrderRecord,
  searchFields: ['number', 'title'],
  filters: { id: 'id', status: 'string', order_id: 'id', assignee_id: 'id', priority: 'string', due_date: 'date', created_at: 'date' },
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

export const jobCardActionInput = z.object({ version });

/**
 * POST /api/job-cards/:id/parts: `use` takes the quantity from the rack (a consumption
 * movement); `return` puts back at most what this card used of that product from that rack.
 */
export const jobCardPartInput = z.object({
  product_id: z.number().int().positive(),
  rack_id: z.number().int().positive(),
  quantity: z.number().int('Whole numbers only').min(1, 'At least 1').max(1_000_000, 'Too large'),
  kind: z.enum(['use', 'return']).default('use'),
  done_at: doneAt,
});

/** `minutes`: whole minutes of a stopped log; null while it runs. */
export const timeLog = z.object({
  id: z.number().int(),
  user_name: z.string().nullable(),
  started_at: timestamp,
  stopped_at: timestamp.nullable(),
  minutes: z.number().int().nullable(),
});
export type TimeLog = z.infer<typeof timeLog>;

/** `quantity`: + used, − returned. */
export const jobCardPart = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  rack_id: z.number().int(),
  path: z.string(),
  quantity: z.number().int(),
  actor_name: z.string().nullable(),
  created_at: timestamp,
});
export type JobCardPart = z.infer<typeof jobCardPart>;

/** `total_minutes`: the stopped logs plus the running one up to now. */
export const jobCardRow = z
  .object({
    ...recordMeta,
    number: z.string(),
    work_order_id: z.number().int(),
    technician_id: z.number().int().nullable(),
    task: z.string(),
    notes: z.string().nullable(),
    status: z.enum(JOB_CARD_STATUSES),
    created_by: z.number().int().nullable(),
    work_order_number: z.string(),
    order_id: z.number().int(),
    order_number: z.string(),
    technician_name: z.string().nullable(),
    total_minutes: z.number().int(),
  })
  .meta({ id: 'JobCardRow' });

/**
 * One job card. `running_since`: start of the running log, if any; a live display counts from
 * there against `server_now`, the server's clock when the record was read (a client clock that
 * is off does not matter).
 */
export const jobCardRecord = jobCardRow
  .extend({
    running_since: timestamp.nullable(),
    server_now: timestamp,
    time_logs: z.array(timeLog),
    parts: z.array(jobCardPart),
    history: z.array(statusChange),
  })
  .meta({ id: 'JobCard' });
export type JobCard = z.infer<typeof jobCardRecord>;

/** GET /api/work-orders/assignees and /api/job-cards/technicians: active staff to choose from. */
export const staffDirectory = z.array(z.object({ id: z.number().int(), full_name: z.string() }));

/** GET /api/job-cards/:id/part-options: where the parts can come from. */
export const partOptions = z.array(
  z.object({ product_id: z.number().int(), sku: z.string(), name: z.string(), rack_id: z.number().int(), path: z.string(), on_hand: z.number().int() }),
);

/** GET /api/job-cards/:id/part-options?q= */
export const partOptionsQuery = z.object({ q: z.string().max(200).optional() });

export const jobCards = defineCollection({
  ...COLLECTIONS['job-cards'],
  input: jobCardInput,
  record: jobCardRow,
  detail: jobCardRecord,
  searchFields: ['number', 'task'],
  filters: { id: 'id', status: 'string', work_order_id: 'id', technician_id: 'id', created_at: 'date' },
});

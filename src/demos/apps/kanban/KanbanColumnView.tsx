import { useId, useState, type DragEvent } from 'react';
import { Box, Card, CardContent, Chip, ListItemIcon, Paper, Stack, Typography } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { ActionMenu, PeopleAvatars } from '../common';
import type { KanbanColumn, KanbanTask } from './store';

// Native HTML5 drag and drop: the payload says what is dragged, so one drop target serves both.
const TASK_PREFIX = 'kanban-task:';
const COLUMN_PREFIX = 'kanban-column:';

export type DropPayload = { kind: 'task'; id: string } | { kind: 'column'; id: string };

function readPayload(event: DragEvent): DropPayload | undefined {
  const data = event.dataTransfer.getData('text/plain');
  if (data.startsWith(TASK_PREFIX)) return { kind: 'task', id: data.slice(TASK_PREFIX.length) };
  if (data.startsWith(COLUMN_PREFIX)) return { kind: 'column', id: data.slice(COLUMN_PREFIX.length) };
  return undefined;
}

const startDrag = (event: DragEvent, payload: string) => {
  event.stopPropagation();
  event.dataTransfer.setData('text/plain', payload);
  event.dataTransfer.effectAllowed = 'move';
};

const allowDrop = (event: DragEvent) => {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
};

interface TaskCardProps {
  task: KanbanTask;
  otherColumns: readonly KanbanColumn[];
  onMove: (columnId: string) => void;
  onEdit: () => void;
  onDelete: () => void;
  onDropBefore: (payload: DropPayload) => void;
}

const TaskCard = ({ task, otherColumns, onMove, onEdit, onDelete, onDropBefore }: TaskCardProps) => (
  <Card
    component="li"
    variant="outlined"
    draggable
    aria-label={task.title}
    onDragStart={(event) => startDrag(event, TASK_PREFIX + task.id)}
    onDragOver={allowDrop}
    onDrop={(event) => {
      const payload = readPayload(event);
      if (payload?.kind !== 'task') return;
      event.preventDefault();
      event.stopPropagation();
      onDropBefore(payload);
    }}
    sx={{ cursor: 'grab', listStyle: 'none' }}
  >
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{task.title}</Typography>
        <ActionMenu
          label={`Actions for ${task.title}`}
          items={[
            ...otherColumns.map((column) => ({ label: `Move to ${column.name}`, onSelect: () => onMove(column.id) })),
            { label: 'Edit', onSelect: onEdit },
            { label: 'Delete', onSelect: onDelete },
          ]}
        />
      </Stack>
      {task.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {task.description}
        </Typography>
      )}
      <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        {task.dueDate ? <Chip size="small" label={task.dueDate} /> : <span />}
        <PeopleAvatars names={task.assignees} />
      </Stack>
    </CardContent>
  </Card>
);

interface KanbanColumnViewProps {
  column: KanbanColumn;
  columns: readonly KanbanColumn[];
  index: number;
  onAddTask: () => void;
  onEditColumn: () => void;
  onDeleteColumn: () => void;
  onMoveColumn: (toIndex: number) => void;
  onEditTask: (task: KanbanTask) => void;
  onDeleteTask: (task: KanbanTask) => void;
  /** Moves a task here, before the task at `toIndex` or at the end. */
  onMoveTask: (taskId: string, toIndex?: number) => void;
  onMoveTaskElsewhere: (taskId: string, columnId: string) => void;
}

export const KanbanColumnView = (props: KanbanColumnViewProps) => {
  const { column, columns, index, onAddTask, onEditColumn, onDeleteColumn, onMoveColumn, onEditTask, onDeleteTask, onMoveTask, onMoveTaskElsewhere } = props;
  const headingId = useId();
  const [over, setOver] = useState(false);
  const drop = (payload: DropPayload | undefined, toIndex?: number) => {
    if (payload?.kind === 'task') onMoveTask(payload.id, toIndex);
    if (payload?.kind === 'column') onMoveColumn(index);
  };
  const otherColumns = columns.filter((other) => other.id !== column.id);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      onDragOver={(event) => {
        allowDrop(event);
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        drop(readPayload(event));
      }}
      sx={{ width: 300, flexShrink: 0, p: 1.5, bgcolor: over ? 'action.hover' : 'background.paper', borderTop: 4, borderColor: column.color }}
    >
      <Stack
        direction="row"
        draggable
        onDragStart={(event) => startDrag(event, COLUMN_PREFIX + column.id)}
        sx={{ alignItems: 'center', gap: 0.5, mb: 1.5, cursor: 'grab' }}
      >
        <ListItemIcon sx={{ minWidth: 0 }}>
          <DragIndicatorIcon fontSize="small" />
        </ListItemIcon>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {column.name}
        </Typography>
        <Chip size="small" label={column.tasks.length} aria-label={`${column.tasks.length} tasks`} />
        <ActionMenu
          label={`Actions for column ${column.name}`}
          items={[
            { label: 'Add task', onSelect: onAddTask },
            { label: 'Edit column', onSelect: onEditColumn },
            { label: 'Move left', onSelect: () => onMoveColumn(index - 1), disabled: index === 0 },
            { label: 'Move right', onSelect: () => onMoveColumn(index + 1), disabled: index === columns.length - 1 },
            { label: 'Delete column', onSelect: onDeleteColumn },
          ]}
        />
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 80 }}>
        {column.tasks.map((task, taskIndex) => (
          <TaskCard
            key={task.id}
            task={task}
            otherColumns={otherColumns}
            onMove={(columnId) => onMoveTaskElsewhere(task.id, columnId)}
            onEdit={() => onEditTask(task)}
            onDelete={() => onDeleteTask(task)}
            onDropBefore={(payload) => drop(payload, taskIndex)}
          />
        ))}
        {column.tasks.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none', textAlign: 'center', py: 3 }}>
            No tasks yet. Drop one here.
          </Typography>
        )}
      </Box>
    </Paper>
  );
};

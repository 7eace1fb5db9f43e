import { useReducer, useState } from 'react';
import { Title } from 'react-admin';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { demoToast } from '../../toast';
import { newId } from '../common';
import { COLUMN_COLOURS, initialColumns } from './data';
import { ColumnModal, TaskModal, type ColumnDraft, type TaskDraft } from './KanbanForms';
import { KanbanColumnView } from './KanbanColumnView';
import { columnOfTask, kanbanReducer, type KanbanTask } from './store';

const emptyTask = (): TaskDraft['task'] => ({ title: '', description: '', assignees: [], dueDate: '' });

const KanbanPage = () => {
  const [columns, dispatch] = useReducer(kanbanReducer, undefined, initialColumns);
  const [taskDraft, setTaskDraft] = useState<TaskDraft>();
  const [columnDraft, setColumnDraft] = useState<ColumnDraft>();

  const saveTask = ({ columnId, task }: TaskDraft) => {
    if (task.id) {
      dispatch({ type: 'editTask', task: task as KanbanTask });
      demoToast('edit');
    } else {
      dispatch({ type: 'addTask', columnId, task: { ...task, id: newId('task') } });
      demoToast('add');
    }
    setTaskDraft(undefined);
  };
  const saveColumn = ({ id, name, color }: ColumnDraft) => {
    if (id) {
      dispatch({ type: 'editColumn', id, name, color });
      demoToast('edit');
    } else {
      dispatch({ type: 'addColumn', column: { id: newId('column'), name, color } });
      demoToast('add');
    }
    setColumnDraft(undefined);
  };
  const moveTask = (taskId: string, toColumnId: string, toIndex?: number) => {
    // Dropping a task back on its own column's empty space leaves it where it was.
    if (toIndex === undefined && columnOfTask(columns, taskId)?.id === toColumnId) return;
    dispatch({ type: 'moveTask', taskId, toColumnId, toIndex });
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Kanban" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          Kanban
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setColumnDraft({ name: '', color: COLUMN_COLOURS[0]!.value })}>
            Add column
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} disabled={columns.length === 0} onClick={() => setTaskDraft({ columnId: columns[0]!.id, task: emptyTask() })}>
            Add task
          </Button>
        </Stack>
      </Stack>
      {columns.length === 0 ? (
        <Typography color="text.secondary">The board has no columns. Add one to start.</Typography>
      ) : (
        <Stack direction="row" sx={{ gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
          {columns.map((column, index) => (
            <KanbanColumnView
              key={column.id}
              column={column}
              columns={columns}
              index={index}
              onAddTask={() => setTaskDraft({ columnId: column.id, task: emptyTask() })}
              onEditColumn={() => setColumnDraft({ id: column.id, name: column.name, color: column.color })}
              onDeleteColumn={() => {
                dispatch({ type: 'deleteColumn', id: column.id });
                demoToast('delete');
              }}
              onMoveColumn={(toIndex) => dispatch({ type: 'moveColumn', id: column.id, toIndex })}
              onEditTask={(task) => setTaskDraft({ columnId: column.id, task })}
              onDeleteTask={(task) => {
                dispatch({ type: 'deleteTask', taskId: task.id });
                demoToast('delete');
              }}
              onMoveTask={(taskId, toIndex) => moveTask(taskId, column.id, toIndex)}
              onMoveTaskElsewhere={(taskId, columnId) => moveTask(taskId, columnId)}
            />
          ))}
        </Stack>
      )}
      {taskDraft && <TaskModal draft={taskDraft} columns={columns} onSave={saveTask} onClose={() => setTaskDraft(undefined)} />}
      {columnDraft && <ColumnModal draft={columnDraft} onSave={saveColumn} onClose={() => setColumnDraft(undefined)} />}
    </Box>
  );
};

export default KanbanPage;

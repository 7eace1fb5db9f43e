import { useReducer, useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Box, Button, Checkbox, Chip, Grid, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import CircleIcon from '@mui/icons-material/Circle';
import { demoToast } from '../../toast';
import { newId, PeopleAvatars } from '../common';
import { sampleTodos, TODO_CATEGORIES } from './data';
import { TodoForm, type TodoDraft } from './TodoForm';
import { initialTodoState, sameFilter, todoReducer, visibleTodos, type Todo, type TodoFilter } from './store';

const FILTERS: { filter: TodoFilter; label: string; icon: typeof ChecklistIcon }[] = [
  { filter: 'all', label: 'My tasks', icon: ChecklistIcon },
  { filter: 'favourite', label: 'Starred', icon: StarBorderIcon },
  { filter: 'done', label: 'Completed', icon: TaskAltIcon },
  { filter: 'trash', label: 'Trash', icon: DeleteOutlineIcon },
];

const categoryOf = (value: string) => TODO_CATEGORIES.find((category) => category.value === value);

interface TodoRowProps {
  todo: Todo;
  onToggleDone: () => void;
  onToggleFav: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

const TodoRow = ({ todo, onToggleDone, onToggleFav, onEdit, onDelete, onRestore }: TodoRowProps) => (
  <ListItem divider sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
    <Checkbox edge="start" checked={todo.isDone} onChange={onToggleDone} disabled={todo.isTrash} slotProps={{ input: { 'aria-label': todo.title } }} />
    <Typography sx={{ flex: 1, minWidth: 160, textDecoration: todo.isDone ? 'line-through' : 'none', color: todo.isDone ? 'text.secondary' : 'text.primary' }}>{todo.title}</Typography>
    <Stack direction="row" sx={{ gap: 0.5 }}>
      {todo.category.map((value) => (
        <Chip key={value} size="small" label={categoryOf(value)?.label ?? value} sx={{ bgcolor: categoryOf(value)?.color, color: '#fff' }} />
      ))}
    </Stack>
    <PeopleAvatars names={todo.image} />
    <IconButton aria-label={`Favourite ${todo.title}`} aria-pressed={todo.isfav} onClick={onToggleFav} disabled={todo.isTrash}>
      {todo.isfav ? <StarIcon sx={{ color: '#FFCE30' }} /> : <StarBorderIcon />}
    </IconButton>
    {todo.isTrash ? (
      <IconButton aria-label={`Restore ${todo.title}`} onClick={onRestore}>
        <RestoreFromTrashIcon />
      </IconButton>
    ) : (
      <IconButton aria-label={`Edit ${todo.title}`} onClick={onEdit}>
        <EditOutlinedIcon />
      </IconButton>
    )}
    <IconButton aria-label={todo.isTrash ? `Delete ${todo.title} for good` : `Delete ${todo.title}`} onClick={onDelete}>
      <DeleteOutlineIcon />
    </IconButton>
  </ListItem>
);

const TodoPage = () => {
  const [state, dispatch] = useReducer(todoReducer, undefined, () => initialTodoState(sampleTodos()));
  const [draft, setDraft] = useState<TodoDraft>();
  const todos = visibleTodos(state);

  const save = (values: TodoDraft) => {
    if (values.id) {
      dispatch({ type: 'edit', todo: { ...values, id: values.id } });
      demoToast('edit');
    } else {
      dispatch({ type: 'add', todo: { ...values, id: newId('todo') } });
      demoToast('add');
    }
    setDraft(undefined);
  };
  const filterItem = (filter: TodoFilter, label: string, icon: ReactNode) => {
    const selected = sameFilter(state.filter, filter);
    return (
      <ListItemButton key={label} selected={selected} aria-current={selected ? 'page' : undefined} onClick={() => dispatch({ type: 'setFilter', filter })}>
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    );
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Todo" />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper sx={{ p: 2 }}>
            <Button fullWidth variant="contained" startIcon={<AddIcon />} onClick={() => setDraft({ title: '', image: [], category: [] })}>
              Add task
            </Button>
            <List component="nav" aria-label="Todo filters" sx={{ mt: 1 }}>
              {FILTERS.map(({ filter, label, icon: Icon }) => filterItem(filter, label, <Icon fontSize="small" />))}
              <ListSubheader disableSticky>Categories</ListSubheader>
              {TODO_CATEGORIES.map(({ value, label, color }) => filterItem({ category: value }, label, <CircleIcon sx={{ color, fontSize: 12 }} />))}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Paper>
            <Typography variant="h5" component="h1" sx={{ p: 2, pb: 1 }}>
              Todo
            </Typography>
            {todos.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                No tasks here.
              </Typography>
            ) : (
              <List aria-label="Tasks">
                {todos.map((todo) => (
                  <TodoRow
                    key={todo.id}
                    todo={todo}
                    onToggleDone={() => dispatch({ type: 'toggleDone', id: todo.id })}
                    onToggleFav={() => dispatch({ type: 'toggleFav', id: todo.id })}
                    onEdit={() => setDraft(todo)}
                    onDelete={() => {
                      dispatch({ type: 'delete', id: todo.id });
                      demoToast('delete');
                    }}
                    onRestore={() => dispatch({ type: 'restore', id: todo.id })}
                  />
                ))}
              </List>
            )}
          </Paper>
        </Grid>
      </Grid>
      {draft && <TodoForm draft={draft} onSave={save} onClose={() => setDraft(undefined)} />}
    </Box>
  );
};

export default TodoPage;

import { useEffect, useState, type ReactElement } from 'react';
import { Confirm, useCanAccess, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { Box, Paper, Typography, type ButtonProps } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { JOB_CARD_ACTIONS, type JobCard, type JobCardAction } from '../../../contract/workshop';
import { ActionButton } from '../../ui/DocumentActions';
import { useRecordAction } from '../shared/useRecordAction';
import { JobCardStatusField } from './JobCardFields';
import { clockOffset, formatDuration, workedMs } from './workshopTime';

const BUTTONS: Record<JobCardAction, { icon: ReactElement; color: ButtonProps['color'] }> = {
  start: { icon: <PlayArrowIcon />, color: 'success' },
  pause: { icon: <PauseIcon />, color: 'warning' },
  resume: { icon: <PlayArrowIcon />, color: 'success' },
  finish: { icon: <DoneAllIcon />, color: 'primary' },
};

const ACTIONS = Object.keys(JOB_CARD_ACTIONS) as JobCardAction[];

/** The client's clock, moving each second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The time worked on the card, live while a log runs. It is worked out from the stored logs
 * and the server's clock each second (workshopTime.ts), so it shows the same on a reload or
 * on another device, and no count is lost if the page is closed.
 */
export const ElapsedTime = ({ card }: { card: JobCard }) => {
  const translate = useTranslate();
  // When the record arrived: the moment its server_now was true.
  const { dataUpdatedAt } = useGetOne<JobCard>('job-cards', { id: card.id });
  const running = !!card.running_since;
  const now = Math.max(useNow(running), dataUpdatedAt);
  const elapsed = formatDuration(workedMs(card, now, clockOffset(card.server_now, dataUpdatedAt || now)));
  return (
    <Box>
      <Typography variant="overline" color="text.secondary" component="p">
        {translate(running ? 'app.job_cards.timer_running' : 'app.job_cards.timer_stopped')}
      </Typography>
      <Typography
        role="timer"
        aria-label={translate('app.job_cards.time_worked')}
        variant="h3"
        component="p"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500, color: running ? 'success.main' : 'text.primary' }}
      >
        {elapsed}
      </Typography>
    </Box>
  );
};

/**
 * DESIGN.md §6 "Job cards": Start, Pause, Resume and Finish, each offered only from the
 * statuses JOB_CARD_ACTIONS names and only with manage_jc. Each is one POST with the version
 * the user saw; the server's answer replaces the card, and a refusal (409) is shown.
 * Finishing is final (no more time nor parts), so it asks first.
 */
export const JobCardTimer = () => {
  const card = useRecordContext<JobCard>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'job-cards', action: 'edit' });
  // Starting a card can start its work order; parts and time show on the order and dashboard.
  const act = useRecordAction<JobCard>('job-cards', { affects: ['workorders', 'orders', 'dashboard'] });
  const [confirmFinish, setConfirmFinish] = useState(false);
  // A row of the list stands in while the card loads; the time needs its logs.
  if (!card?.time_logs) return null;

  const run = (action: JobCardAction) =>
    act.mutate(
      { record: card, name: action, body: { version: card.version }, success: `app.job_cards.done_action.${action}` },
      { onSettled: () => setConfirmFinish(false) },
    );
  const offered = canAccess ? ACTIONS.filter((action) => (JOB_CARD_ACTIONS[action].from as readonly string[]).includes(card.status)) : [];

  return (
    <Paper variant="outlined" component="section" aria-label={translate('app.job_cards.sections.timer')} sx={{ m: 2, p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <ElapsedTime card={card} />
        <JobCardStatusField source="status" size="medium" />
      </Box>
      {offered.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
          {offered.map((action) => (
            <ActionButton
              key={action}
              label={`app.job_cards.actions.${action}`}
              variant="contained"
              size="large"
              color={BUTTONS[action].color}
              disabled={act.isPending}
              onClick={() => (action === 'finish' ? setConfirmFinish(true) : run(action))}
              sx={{ minWidth: 160, py: 1.5, fontSize: '1.05rem' }}
            >
              {BUTTONS[action].icon}
            </ActionButton>
          ))}
        </Box>
      )}
      <Confirm
        isOpen={confirmFinish}
        loading={act.isPending}
        title="app.job_cards.finish_title"
        titleTranslateOptions={{ number: card.number }}
        content="app.job_cards.finish_content"
        confirm="app.job_cards.actions.finish"
        cancel="app.job_cards.keep_working"
        onConfirm={() => run('finish')}
        onClose={() => setConfirmFinish(false)}
      />
    </Paper>
  );
};

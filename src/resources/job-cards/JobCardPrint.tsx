import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { JobCard, JobCardPart, TimeLog } from '../../../contract/workshop';
import { PrintDocument } from '../shared/PrintDocument';
import { PrintPage } from '../shared/PrintPage';
import { PrintTable, type PrintColumn } from '../../ui/PrintTable';
import { usePrintFormat } from '../../ui/usePrintFormat';

const JobCardDocument = ({ jobCard }: { jobCard: JobCard }) => {
  const translate = useTranslate();
  const format = usePrintFormat();
  const field = (name: string) => translate(`app.documents.fields.${name}`);
  const timeColumns: PrintColumn<TimeLog>[] = [
    { label: field('started'), render: (log) => format.dateTime(log.started_at) },
    { label: field('stopped'), render: (log) => (log.stopped_at ? format.dateTime(log.stopped_at) : translate('app.documents.running')) },
    { label: field('worked_by'), render: (log) => log.user_name ?? '—' },
    { label: field('minutes'), render: (log) => log.minutes ?? '—', numeric: true },
  ];
  const partColumns: PrintColumn<JobCardPart>[] = [
    { label: field('date'), render: (part) => format.dateTime(part.created_at) },
    { label: field('sku'), render: (part) => part.sku },
    { label: field('product'), render: (part) => part.name },
    { label: field('rack'), render: (part) => part.path },
    { label: field('movement'), render: (part) => translate(part.quantity < 0 ? 'app.documents.returned' : 'app.documents.used') },
    { label: field('quantity'), render: (part) => Math.abs(part.quantity), numeric: true },
  ];
  // Whatever runs now is counted up to the moment the server answered (total_minutes says so).
  const totalTime = format.duration(jobCard.total_minutes);
  return (
    <PrintDocument
      title={translate('app.documents.titles.job_card')}
      number={jobCard.number}
      details={[
        { label: field('date'), value: format.date(jobCard.created_at) },
        { label: field('status'), value: translate(`app.job_cards.status.${jobCard.status}`) },
        { label: field('total_time'), value: totalTime },
      ]}
      parties={[
        { label: field('work_order'), value: jobCard.work_order_number },
        { label: field('order'), value: jobCard.order_number },
        { label: field('technician'), value: jobCard.technician_name ?? translate('app.documents.unassigned') },
      ]}
      notes={jobCard.notes}
      signatures={[translate('app.documents.signatures.technician'), translate('app.documents.signatures.checked_by')]}
    >
      <Box component="section" className="print-keep" sx={{ mt: 3 }}>
        <Typography component="h2" sx={{ fontSize: '11pt', fontWeight: 700, mb: 0.5 }}>
          {field('task')}
        </Typography>
        <Typography sx={{ fontSize: '10pt', whiteSpace: 'pre-wrap' }}>{jobCard.task}</Typography>
      </Box>
      <PrintTable
        title={translate('app.documents.sections.time_logs')}
        columns={timeColumns}
        rows={jobCard.time_logs ?? []}
        rowKey={(log) => log.id}
        empty={translate('app.documents.no_time_logs')}
        footer={[field('total_time'), '', '', totalTime]}
      />
      <PrintTable
        title={translate('app.documents.sections.parts')}
        columns={partColumns}
        rows={jobCard.parts ?? []}
        rowKey={(part) => part.id}
        empty={translate('app.documents.no_parts')}
      />
    </PrintDocument>
  );
};

/** /job-cards/:id/print */
export const JobCardPrint = () => {
  const translate = useTranslate();
  return (
    <PrintPage<JobCard>
      resource="job-cards"
      backTo={(id) => `/job-cards/view/${id}`}
      documentTitle={(jobCard) => `${translate('app.documents.titles.job_card')} ${jobCard.number}`}
    >
      {(jobCard) => <JobCardDocument jobCard={jobCard} />}
    </PrintPage>
  );
};

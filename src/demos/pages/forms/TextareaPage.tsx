import { useState } from 'react';
import { DemoTextarea } from '../../kit/fields';
import { DemoPage, Grid, Section } from '../PageParts';

const MIN_LENGTH = 20;

const TextareaPage = () => {
  const [comment, setComment] = useState('');
  const long = comment.trim().length >= MIN_LENGTH;
  return (
    <DemoPage title="Textarea">
      <Grid columns={2}>
        <Section title="Default (3 rows)">
          <DemoTextarea label="Message" placeholder="Write something…" description="Three rows unless told otherwise" />
        </Section>
        <Section title="More rows">
          <DemoTextarea label="Notes" rows={6} placeholder="A longer note" />
        </Section>
        <Section title="Validation">
          <DemoTextarea
            label="Comment"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={long ? undefined : `Write at least ${MIN_LENGTH} characters (${comment.trim().length} so far)`}
            success={long ? 'Thanks, that is enough detail' : undefined}
          />
        </Section>
        <Section title="Disabled">
          <DemoTextarea label="Read-only note" value="This text cannot be changed." disabled />
        </Section>
      </Grid>
    </DemoPage>
  );
};

export default TextareaPage;

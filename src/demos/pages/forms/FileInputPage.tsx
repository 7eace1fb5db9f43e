import { useState, type ChangeEvent } from 'react';
import { Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DemoPage, Grid, Section } from '../PageParts';

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`);

const hiddenInput = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } as const;

/** Files stay in the browser: this page only lists what was chosen. */
const FilePicker = ({ label, multiple = false, accept }: { label: string; multiple?: boolean; accept?: string }) => {
  const [files, setFiles] = useState<File[]>([]);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    setFiles(multiple ? [...files, ...chosen] : chosen);
    event.target.value = '';
  };
  return (
    <Box>
      <Button component="label" variant="outlined" startIcon={<CloudUploadIcon />}>
        {label}
        <Box component="input" type="file" multiple={multiple} accept={accept} onChange={choose} sx={hiddenInput} />
      </Button>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No file chosen
        </Typography>
      ) : (
        <List dense aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <ListItem
              key={`${file.name}-${index}`}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${file.name}`} onClick={() => setFiles(files.filter((_, i) => i !== index))}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={sizeText(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

const FileInputPage = () => (
  <DemoPage title="File input">
    <Grid columns={3}>
      <Section title="Single file">
        <FilePicker label="Choose a file" />
      </Section>
      <Section title="Several files">
        <FilePicker label="Choose files" multiple />
      </Section>
      <Section title="Images only">
        <FilePicker label="Choose images" multiple accept="image/*" />
      </Section>
    </Grid>
  </DemoPage>
);

export default FileInputPage;

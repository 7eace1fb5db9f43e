import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import type { Product } from '../../../contract/products';

/**
 * Where the browser may fetch a product's image from: an http(s) address as the user entered
 * it, or a path on this site. Any other scheme (javascript:, data:, file:) is not shown.
 */
export function imageSource(image: string | null | undefined): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('//')) return value;
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) return null;
  return value.startsWith('/') ? value : `/${value}`;
}

const frame = {
  width: '100%',
  maxWidth: 320,
  aspectRatio: '4 / 3',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
} as const;

/** The product's picture, or a placeholder saying there is none (or that it could not load). */
export const ProductImage = () => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  const source = imageSource(record?.image);
  // Remembered per address: a corrected address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  if (!record) return null;
  if (source && failed !== source) {
    return (
      <Box
        component="img"
        src={source}
        alt={translate('app.products.image_alt', { name: record.name })}
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailed(source)}
        sx={{ ...frame, display: 'block', objectFit: 'contain' }}
      />
    );
  }
  const message = record.image ? translate('app.products.image_unavailable') : translate('app.products.no_image');
  return (
    <Box role="img" aria-label={message} sx={{ ...frame, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2 }}>
      <ImageIcon fontSize="large" color="disabled" />
      <Typography variant="body2" color="text.secondary" aria-hidden>
        {message}
      </Typography>
      {record.image && (
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all', textAlign: 'center' }} aria-hidden>
          {record.image}
        </Typography>
      )}
    </Box>
  );
};

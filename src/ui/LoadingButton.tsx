import { useTranslate } from 'react-admin';
import { Button, type ButtonProps } from '@mui/material';

export interface LoadingButtonProps extends Omit<ButtonProps, 'loading'> {
  loading?: boolean;
}

/** SPEC.md §4: a busy button reads 'Loading ...' and cannot be pressed again. */
export const LoadingButton = ({ loading = false, disabled, children, ...props }: LoadingButtonProps) => {
  const translate = useTranslate();
  return (
    <Button {...props} disabled={disabled || loading} aria-busy={loading}>
      {loading ? translate('app.notifications.loading') : children}
    </Button>
  );
};

import { Alert } from './alert';
import { Button } from './button';

/** A failed load: what went wrong (already translated) and a way to try again. */
export const LoadError = ({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) => (
  <Alert
    tone="error"
    action={
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    }
  >
    {message}
  </Alert>
);

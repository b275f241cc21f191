import { Alert, Button, Group, Text } from '@mantine/core';

type TDocumentReviewFailureProps = {
  title: string;
  filename: string;
  message: string;
  /** Offered where another file can be chosen (the clause-testing page). */
  onUploadAnother?: () => void;
  /** Offered when polling gave up: the review itself may still be running. */
  onCheckAgain?: () => void;
};

/** Why a review has no report, in red, with the way on: another file (or, when polling gave up, another look). */
export function DocumentReviewFailure({
  title,
  filename,
  message,
  onUploadAnother,
  onCheckAgain,
}: TDocumentReviewFailureProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {filename}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      {(onCheckAgain || onUploadAnother) && (
        <Group gap="sm" mt="sm">
          {onCheckAgain && (
            <Button size="xs" color="red" onClick={onCheckAgain}>
              Check again
            </Button>
          )}
          {onUploadAnother && (
            <Button size="xs" variant="light" color="red" onClick={onUploadAnother}>
              Upload another file
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}

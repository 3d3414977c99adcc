/** What a sent form achieved, announced politely; nothing when there is nothing to tell. */
export function FormDone({ message }: { message: string | null | undefined }) {
  if (message === null || message === undefined) return null;
  return (
    <p role="status" className="alert alert-success mb-3 text-sm">
      {message}
    </p>
  );
}

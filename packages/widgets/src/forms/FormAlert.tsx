/** The refusal of a submitted form, announced as an alert; nothing when there is none. */
export function FormAlert({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <div role="alert" className="alert alert-error mb-3 text-sm">
      {message}
    </div>
  );
}

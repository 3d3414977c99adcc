/** Drawn numbers as a row of balls. */
export function WinningNumbers({ numbers }: { numbers: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {numbers.map((number, index) => (
        <li
          key={`${String(index)}-${number}`}
          className="badge badge-primary badge-lg font-mono tabular-nums"
        >
          {number}
        </li>
      ))}
    </ul>
  );
}

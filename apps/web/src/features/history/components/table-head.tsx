/** The header row of a history table: one column header per entry, labels already translated. */
export function TableHead({ columns }: { columns: Record<string, string> }) {
  return (
    <thead>
      <tr>
        {Object.entries(columns).map(([name, label]) => (
          <th key={name} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

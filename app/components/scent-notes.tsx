// The key notes of a perfume as a row of chips (quick view and product page). Notes are stored as
// one comma-separated string (docs/product.md#3-records); Arabic texts use the Arabic comma "،".
export function splitNotes(notes: string): string[] {
  return notes
    .split(/[,،]/)
    .map((n) => n.trim())
    .filter((n) => n !== "");
}

export function ScentNotes({ notes, className = "" }: { notes: string; className?: string }) {
  const list = splitNotes(notes);
  if (list.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {list.map((note) => (
        <li key={note} className="rounded-full border border-gold/40 bg-white/60 px-3 py-1 text-xs tracking-wide text-ink/80">
          {note}
        </li>
      ))}
    </ul>
  );
}

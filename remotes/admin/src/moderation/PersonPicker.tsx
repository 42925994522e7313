import { useEffect, useId, useState } from 'react';
import { moderationApi } from './moderationApi';
import styles from './Moderation.module.css';

/** Finds a writer (or consultant) by name on the server and lets the admin pick one. */
export function PersonPicker({
  kinds,
  label,
  value,
  onChange,
}: {
  kinds: readonly ('writers' | 'consultants')[];
  label: string;
  value: { id: number; name: string } | null;
  onChange: (person: { id: number; name: string }) => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ id: number; name: string; kind: string }[]>([]);
  const term = search.trim();
  useEffect(() => {
    if (term.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      Promise.all(
        kinds.map((kind) =>
          moderationApi
            .people(kind, term)
            .then((page) => page.rows.map((row) => ({ id: row._id, name: row.name, kind }))),
        ),
      ).then(
        (lists) => current && setFound(lists.flat()),
        () => current && setFound([]),
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, kinds]);
  return (
    <fieldset className={styles.picker}>
      <legend>{label}</legend>
      <p>{value ? `Chosen: ${value.name}` : 'Nobody chosen yet.'}</p>
      <label htmlFor={searchId}>Search by name</label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {term.length >= 2 && found.length > 0 && (
        <ul className={styles.found}>
          {found.map((person) => (
            <li key={`${person.kind}-${person.id}`}>
              <button type="button" onClick={() => onChange(person)}>
                {person.name} ({person.kind === 'writers' ? 'writer' : 'consultant'})
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

import { useId, type ReactNode } from 'react';
import styles from './Account.module.css';

/** One part of the account page: a landmark region named by its heading. */
export function AccountSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}

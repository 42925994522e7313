import { DeferredImage } from '@thrive/ui';
import { ABOUT } from './copy';
import { TEAM } from './team';
import ui from '../common/Section.module.css';
import styles from './TeamRow.module.css';

/** 'About the Team': four cards in a row that scrolls sideways when the screen is narrow. */
export function TeamRow() {
  return (
    <section className={ui.section} aria-labelledby="team-heading">
      <div className={ui.container}>
        <h2 id="team-heading" className={ui.title}>
          {ABOUT.team.heading}
        </h2>
        <p className={ui.lead}>{ABOUT.team.lead}</p>
        {/* Focusable so keyboard users can scroll it with the arrow keys. */}
        <div
          className={styles.scroller}
          role="region"
          aria-label={ABOUT.team.rowLabel}
          tabIndex={0}
        >
          <ul className={styles.row}>
            {TEAM.map((member) => (
              <li key={member.name} className={styles.card}>
                <DeferredImage src={member.photo} alt={member.photoAlt} width={240} height={240} />
                <h3 className={styles.name}>{member.name}</h3>
                <p className={styles.role}>{member.role}</p>
                {member.profileUrl && (
                  <a
                    className={styles.profile}
                    href={member.profileUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={ABOUT.team.profileLink(member.name)}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <rect width="24" height="24" rx="5" fill="currentColor" />
                      <path
                        d="M7 10v7M7 7v.01M11 17v-7M11 13c0-2 1.2-3 2.8-3S17 11 17 13v4"
                        stroke="#fff"
                        strokeWidth="2"
                        strokeLinecap="round"
                        fill="none"
                      />
                    </svg>
                    <span aria-hidden="true">LinkedIn</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

import styles from './logo.module.scss';

/**
 * The Selvedge mark: a piece of cloth with its selvedge (the finished edge with the stenter
 * pin holes) on the left and a twill weave across the rest. Drawn in currentColor so the
 * header themes recolour it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 28 32" fill="none" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="26" height="30" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M8 1v30" stroke="currentColor" strokeWidth="1.6" />
      <g fill="currentColor">
        <circle cx="4.5" cy="6" r="1.2" />
        <circle cx="4.5" cy="12.5" r="1.2" />
        <circle cx="4.5" cy="19" r="1.2" />
        <circle cx="4.5" cy="25.5" r="1.2" />
      </g>
      <path
        d="M8 13 20 1M8 21 27 2M8 29 27 10M14 31 27 18M22 31 27 26"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <LogoMark className={styles.mark} />
      <span className={styles.word}>Selvedge</span>
    </span>
  );
}

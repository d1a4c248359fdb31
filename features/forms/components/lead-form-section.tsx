'use client';

import type { FormName } from '@/lib/api/endpoints/forms';
import { leadForms, type LeadField } from '../model/form-configs';
import { formsTexts } from '../texts';
import { LeadForm } from './lead-form';
import styles from './lead-form-section.module.scss';

/** A page's request form with its heading and lead; `#feedback` links land here. */
export function LeadFormSection({
  form,
  id = 'feedback',
  title,
  lead,
  initial,
}: {
  form: Exclude<FormName, 'sample' | 'question'>;
  id?: string;
  title?: string;
  /** The line under the heading when the page's own words fit better than the form's. */
  lead?: string;
  /** Prefilled fields, e.g. the position on a vacancy's page. */
  initial?: Partial<Record<LeadField, string>>;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title ?? formsTexts.headings[form]}
          </h2>
          <p className={styles.lead}>{lead ?? formsTexts.leads[form]}</p>
        </div>
        <LeadForm config={leadForms[form]} initial={initial} />
      </div>
    </section>
  );
}

import 'server-only';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { ButtonLink } from '@/components/button';
import type { ContentBlock } from '@/lib/api/contract/content';
import { balancedGridStyle } from '@/lib/layout/balanced-columns';
import { formatFigure } from '../lib/format-figure';
import { ContentImage } from './content-image';
import { ContentMedia } from './content-media';
import { RichText } from './rich-text';
import styles from './content-section.module.scss';

/**
 * One block of a marketing page (its title, text, picture, figures, cards, questions and
 * stages — whichever the block has), as a page section with an <h2>.
 */
export function ContentSection({
  block,
  id,
  tone = 'paper',
  children,
}: {
  block: ContentBlock;
  id?: string;
  tone?: 'paper' | 'mist' | 'dark';
  children?: ReactNode;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const split = Boolean(block.image) && !block.items?.length;
  return (
    <section
      id={id}
      className={styles.section}
      data-tone={tone}
      data-reveal=""
      aria-labelledby={headingId}
    >
      <div className={styles.inner}>
        <div className={split ? styles.split : undefined}>
          <div className={styles.head}>
            {block.subtitle ? <p className={styles.eyebrow}>{block.subtitle}</p> : null}
            <h2 id={headingId} className={styles.title}>
              {block.title}
            </h2>
            {block.text ? <RichText html={block.text} className={styles.text} /> : null}
            {block.link ? (
              <ButtonLink
                href={block.link.href}
                variant={tone === 'dark' ? 'inverse' : 'secondary'}
                className={styles.link}
              >
                {block.link.title}
              </ButtonLink>
            ) : null}
          </div>
          {split && block.image ? (
            <div className={styles.media}>
              <ContentMedia
                block={block}
                alt={block.title}
                sizes="(max-width: 1100px) 100vw, 50vw"
              />
            </div>
          ) : null}
        </div>

        {block.numbers?.length ? (
          <dl className={styles.numbers}>
            {block.numbers.map((n) => (
              <div key={n.id} className={styles.number}>
                <dt>
                  <span className={styles.value}>{formatFigure(n.value, n.unit)}</span>{' '}
                  <span className={styles.unit}>{n.unit}</span>
                </dt>
                <dd>{n.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}

        {block.items?.length ? (
          <ul className={styles.cards} style={balancedGridStyle(block.items.length, 4)}>
            {block.items.map((item) => (
              <li key={item.id} className={styles.card}>
                {item.image ? (
                  <div className={styles.cardMedia}>
                    <ContentImage
                      image={item.image}
                      alt={item.title}
                      sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 33vw"
                    />
                  </div>
                ) : null}
                <div className={styles.cardBody}>
                  {item.value !== undefined ? (
                    <p className={styles.cardValue}>
                      {formatFigure(item.value, item.unit)} {item.unit}
                    </p>
                  ) : null}
                  <h3 className={styles.cardTitle}>{item.title}</h3>
                  {item.text ? <RichText html={item.text} className={styles.cardText} /> : null}
                  {item.link ? (
                    <Link href={item.link.href} className={styles.cardLink}>
                      {item.link.title}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}

        {block.stages?.length ? (
          <ol className={styles.stages} style={balancedGridStyle(block.stages.length, 5)}>
            {block.stages.map((stage) => (
              <li key={stage.id} className={styles.stage}>
                <span className={styles.stageNumber} aria-hidden="true">
                  {stage.number}
                </span>
                <h3 className={styles.cardTitle}>{stage.title}</h3>
                <p>{stage.text}</p>
              </li>
            ))}
          </ol>
        ) : null}

        {block.questions?.length ? (
          <div className={styles.questions}>
            {block.questions.map((q) => (
              <details key={q.id} className={styles.question}>
                <summary>{q.question}</summary>
                <RichText html={q.answer} className={styles.answer} />
              </details>
            ))}
          </div>
        ) : null}

        {children}
      </div>
    </section>
  );
}

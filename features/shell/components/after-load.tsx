'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { afterLoadWhenIdle } from '@/lib/when-idle';

const ShellDuties = lazy(() =>
  import('./shell-duties').then((module) => ({ default: module.ShellDuties })),
);

/**
 * The shell's parts that nothing in the first paint needs (./shell-duties.tsx): their code loads
 * when the browser is idle after the page's load, never in its first load (issue #22).
 */
export function AfterLoad() {
  const [due, setDue] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setDue(true)), []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <ShellDuties />
    </Suspense>
  );
}

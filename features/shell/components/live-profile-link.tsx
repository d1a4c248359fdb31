'use client';

import { useShortAccount } from '@/features/auth/api/short-account';
import { ProfileLink } from './profile-link';

/** The profile button of a logged-in buyer, with the company or the buyer's name. */
export function LiveProfileLink() {
  return <ProfileLink hasSession name={useShortAccount().display_name} />;
}

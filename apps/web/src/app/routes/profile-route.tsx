import { AccountSettings } from '#features/account/components/account-settings.tsx';
import { ProfileScreen } from '#features/profile/components/profile-screen.tsx';
import { TeamSection } from '#features/team/components/team-section.tsx';

/** The profile screen with the sections other features add to it: the team, then the account. */
export const ProfileRoute = () => (
  <ProfileScreen>
    <TeamSection />
    <AccountSettings />
  </ProfileScreen>
);

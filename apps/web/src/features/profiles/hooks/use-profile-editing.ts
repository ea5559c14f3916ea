import { useState } from 'react';

/** Whether the profile screen shows its form: open at once until the profile is complete, and closed by a save or Cancel. */
export interface ProfileEditing {
  incomplete: boolean;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}

/**
 * A profile screen's editing state, kept by the screen (its Edit Profile button, its details or form), not by the form:
 * the form's code may come later than the screen's (JobseekerProfilePage). A profile without `isProfileCompleted` (the
 * super admin's) is complete.
 */
export function useProfileEditing(saved: object): ProfileEditing {
  const incomplete = 'isProfileCompleted' in saved && saved.isProfileCompleted === false;
  const [editing, setEditing] = useState(incomplete);
  return { incomplete, editing, setEditing };
}

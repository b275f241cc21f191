/** Texts the spec fixes exactly; server and web both use them. */
export const MESSAGES = {
  companyAdded: 'Company added to the database',
  userAdded: 'user added to the database',
  masterAdminAdded: 'master admin added to the database',
  somethingWentWrong: 'Something went wrong from our side try again...',
  apiSaved: 'API credentials saved for the company',
  signInSaved: 'Sign-in settings saved for the company',
  loggedIn: 'Logged in',
  loggedOut: 'Logged out',
  fieldRequired: 'This field is required',
} as const;

/** Success texts of the playbook screens (spec §2, §8). */
export const PLAYBOOK_MESSAGES = {
  contractAdded: 'Contract is added to the database successfully.',
  categoryAdded: 'Clause is added to the database successfully.',
  contractRemoved: 'Contract Removed Successfully!!',
  categoryRemoved: 'Clause Category Removed Successfully!!',
  modelTrained: 'Model Trained Successfully!!',
} as const;

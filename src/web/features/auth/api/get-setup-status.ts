import { apiRequest } from '../../../api-client';
import { SETUP_STATUS_DATA } from './read-setup-status';

/** Whether a master admin exists yet (anonymous; drives the first-run panel). */
export const getSetupStatus = async () =>
  (await apiRequest('/setup/status', { data: SETUP_STATUS_DATA })).data;

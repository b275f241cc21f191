import { readPlaybookRoles } from '../../../engine/topics/parties/we-act-for';
import type { TDb } from '../../db/client';
import { getContractProfiles } from './get-contract-profiles';

/**
 * The roles a contract type's playbook names and the one its positions speak for, read from every
 * trained category (a role one category names, another may not: the test of any category may act for it).
 */
export const getPlaybookRoles = async (db: TDb, companyId: number, contractName: string) => {
  const { contractType, categories } = await getContractProfiles(db, companyId, contractName);
  const trained = categories.filter((category) => category.trained).map((category) => category.guidelines);
  return { contractType, ...readPlaybookRoles(trained) };
};

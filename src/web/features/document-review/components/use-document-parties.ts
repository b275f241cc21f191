import { useEffect, useState } from 'react';
import type { TWeActFor } from '../../../../shared/schemas/documents';
import { toApiError } from '../../../api-client';
import type { TPlaybookScope } from '../../playbook/api/playbook-scope';
import { readDocumentParties } from '../api/read-document-parties';

/** Where the read of a chosen document's parties stands. */
export type TDocumentParties =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'read'; parties: TWeActFor }
  | { state: 'failed'; message: string };

/**
 * "We act for" (decision 042): once a document and a contract type are chosen, the parties the contract
 * defines are read (again whenever either changes: the roles are the playbook's), and the party we are
 * taken to act for is chosen until the reviewer picks another. `weActFor` is what the upload sends:
 * the chosen party, or nothing (the review then reads each clause in its own words or infers the party).
 */
export const useDocumentParties = (scope: TPlaybookScope, contract: string | null, file: File | null) => {
  const [parties, setParties] = useState<TDocumentParties>({ state: 'idle' });
  const [chosen, setChosen] = useState<string | null>(null);

  // The scope by its values: a parent may hand a new object of the same scope on every render.
  const { companyId, sendCompanyId } = scope;
  useEffect(() => {
    setChosen(null);
    if (contract === null || file === null) {
      setParties({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setParties({ state: 'reading' });
    readDocumentParties({ companyId, sendCompanyId }, { contract, file }, controller.signal).then(
      (read) => {
        if (controller.signal.aborted) return;
        setParties({ state: 'read', parties: read });
        setChosen(read.party);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setParties({ state: 'failed', message: toApiError(failure).detail });
      },
    );
    return () => controller.abort();
  }, [companyId, sendCompanyId, contract, file]);

  return { parties, weActFor: parties.state === 'read' ? chosen : null, choose: setChosen };
};

export type TDocumentPartiesChoice = ReturnType<typeof useDocumentParties>;

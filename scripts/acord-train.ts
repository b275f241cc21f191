/**
 * The ACORD train split as eval:review and the sweep read it: each query's rated clauses, best first,
 * and the playbook a query makes — the best-rated clause preferred, the one nearest the middle of the
 * ratings acceptable, the lowest unacceptable.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TGuidelines } from '../src/engine/types';

export const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);

export type TRated = { clause: string; stars: number };
export type TAcordQuery = { id: string; text: string; rated: TRated[] };

/** Each query with its rated clauses (stars 2–5; unrated pairs left out), best first. */
export const readAcordTrain = (dataDir: string) => {
  const dir = path.join(dataDir, 'acord-train');
  const queries = readJsonl<{ _id: string; text: string }>(path.join(dir, 'queries.jsonl'));
  const corpus = new Map(
    readJsonl<{ _id: string; text: string }>(path.join(dir, 'corpus.jsonl')).map((row) => [
      row._id,
      row.text,
    ]),
  );
  const ratings = new Map<string, TRated[]>();
  for (const line of readFileSync(path.join(dir, 'qrels/train.tsv'), 'utf8').split('\n').slice(1)) {
    const [query, clause, score] = line.split('\t');
    if (!query || !clause || score === undefined || Number(score) === 0) continue;
    ratings.set(query, [...(ratings.get(query) ?? []), { clause, stars: Number(score) + 1 }]);
  }
  const withRatings = queries.map(
    (query): TAcordQuery => ({
      id: query._id,
      text: query.text,
      rated: [...(ratings.get(query._id) ?? [])].sort(
        (a, b) => b.stars - a.stars || a.clause.localeCompare(b.clause),
      ),
    }),
  );
  return { queries: withRatings, textOf: (clause: string) => corpus.get(clause) ?? '' };
};

/** Of the ratings between the best and the lowest, the one nearest their middle. */
const middleOf = (rated: TRated[]) => {
  const best = rated[0] as TRated;
  const lowest = rated.at(-1) as TRated;
  const between = rated.filter((r) => r.stars < best.stars && r.stars > lowest.stars);
  const centre = (best.stars + lowest.stars) / 2;
  return (
    between.length
      ? [...between].sort(
          (a, b) =>
            Math.abs(a.stars - centre) - Math.abs(b.stars - centre) || a.clause.localeCompare(b.clause),
        )[0]
      : rated[Math.floor(rated.length / 2)]
  ) as TRated;
};

/** The playbook a query makes of its rated clauses, and the three clauses it took. */
export const acordPlaybook = (query: TAcordQuery, textOf: (clause: string) => string) => {
  const best = query.rated[0] as TRated;
  const middle = middleOf(query.rated);
  const lowest = query.rated.at(-1) as TRated;
  const guidelines: TGuidelines = {
    preferred: `${query.text}. ${textOf(best.clause)}`,
    acceptable: textOf(middle.clause),
    unacceptable: textOf(lowest.clause),
  };
  return { guidelines, levelClauses: [best, middle, lowest] };
};

import { pointerToFieldId, problemText } from './problem-errors.ts';
import type { StudioProblem } from './problem-errors.ts';

/** The document's problems as `storefront validate` states them, each a link to its field. */
export function ProblemList({ problems }: { readonly problems: readonly StudioProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className="problem-list" aria-labelledby="problem-list-title">
      <h2 id="problem-list-title">
        {problems.length} problem{problems.length === 1 ? '' : 's'}: this document is kept as a
        draft until they are fixed
      </h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={`${problem.pointer}-${index}`}>
            <a
              href={`#${pointerToFieldId(problem.pointer)}`}
              onClick={(event) => {
                const field = document.getElementById(pointerToFieldId(problem.pointer));
                if (!field) return;
                event.preventDefault();
                field.scrollIntoView({ block: 'center' });
                field.focus();
              }}
            >
              <code>{problem.pointer || '(document)'}</code> line {problem.line}
            </a>{' '}
            {problemText(problem)}
          </li>
        ))}
      </ul>
    </section>
  );
}

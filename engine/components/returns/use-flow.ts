import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { draftQuery } from '../../domain/returns/return-draft.ts';
import type { ReturnDraft } from '../../domain/returns/return-draft.ts';
import { flowPath } from '../../domain/returns/return-steps.ts';
import type { FlowStep } from '../../domain/returns/return-steps.ts';
import { useSitePath } from '../common/site-link.tsx';

/**
 * Moving through a returns or claims flow: `go` opens a step with the draft; `keep` writes the
 * draft into the current entry's address as the shopper chooses, so that a reload or going back
 * to this step later finds the choices made (the router's own entry state is kept).
 */
export function useFlow() {
  const navigate = useNavigate();
  const sitePath = useSitePath();
  const go = useCallback(
    (step: FlowStep, draft: ReturnDraft, returnId?: string) =>
      navigate(sitePath(flowPath(step, draft, returnId))),
    [navigate, sitePath],
  );
  const keep = useCallback((draft: ReturnDraft) => {
    if (typeof window === 'undefined') return;
    const query = draftQuery(draft);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    window.history.replaceState(window.history.state, '', url);
  }, []);
  return { go, keep };
}

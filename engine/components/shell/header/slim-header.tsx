import { useLeafMeta } from '../route-state.ts';
import { CallCentreNote } from './call-centre-note.tsx';
import { Logo } from './logo.tsx';

/**
 * The slim header of checkout (shell spec §2.3): no banner, utility bar, navigation, search or
 * hamburger; the logo, and the call-centre note for an agent.
 */
export function SlimHeader() {
  const meta = useLeafMeta();
  return (
    <header className="sf-header sf-header--slim">
      <CallCentreNote />
      <div className="sf-header__main">
        <Logo asH1={meta.logoIsH1} />
      </div>
    </header>
  );
}

import type { LoginState } from '../../domain/modals/hash-modals.ts';
import { useLeafMeta } from '../shell/route-state.ts';
import { LoginModal } from './login-modal.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/** The login modal as the stack renders it: its state from the push, signing in is its outcome. */
export default function LoginModalBody({ props, onClose, onDone }: ModalBodyProps) {
  const meta = useLeafMeta();
  const state = typeof props.loginState === 'string' ? (props.loginState as LoginState) : 'sign-in';
  return (
    <LoginModal
      initialState={state}
      mergeCart={meta.mergeCartOnLogin ?? true}
      onClose={onClose}
      onSignedIn={() => onDone({ signedIn: true })}
    />
  );
}

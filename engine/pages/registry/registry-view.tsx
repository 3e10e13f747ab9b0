import RegistryAccountPage from './registry-account-page.tsx';
import RegistryPage from './registry-page.tsx';

/** /registry/account (no id): the owner's area; /registry/{id}: that registry. */
export default function RegistryView({ id }: { id?: string }) {
  return id === undefined ? <RegistryAccountPage /> : <RegistryPage id={id} />;
}

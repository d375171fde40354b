import { ADMIN_PATHS, adminPagePermission, getSiteLayout, pageStatusLabels, upgradePathOf } from '../../src/admin';
import { EditorLayout, FailureAlert, useAdmin, useLoad } from '../ui';

const EDITORS = [
  { path: ADMIN_PATHS.headerFooter, title: 'Header and footer', about: 'The HTML above and below every page.' },
  { path: ADMIN_PATHS.navigation, title: 'Navigation', about: 'The links in the site header: pages, links and folders.' },
  { path: ADMIN_PATHS.languages, title: 'Languages', about: 'The languages visitors can choose, and the translation service.' },
  { path: ADMIN_PATHS.storePages, title: 'Store pages', about: 'Stores, their categories and their products.' },
  { path: ADMIN_PATHS.content, title: 'Content pages', about: 'The blocks of the site’s own pages: code, charts and embedded widgets.' },
] as const;

/** The admin's first page: what can be edited, every page of the site with its status, and the plan. */
export default function AdminOverview() {
  const { client, billing, permissions } = useAdmin();
  const editors = EDITORS.filter(({ path }) => permissions.includes(adminPagePermission(path)));
  const [state, reload] = useLoad(() => getSiteLayout(client));
  return (
    <EditorLayout previewPath="/" previewVersion={0}>
      <section className="admin-panel" aria-labelledby="overview-edit">
        <h2 id="overview-edit">Edit the site</h2>
        {editors.length === 0 ? (
          <p className="admin-hint">Your role edits none of these; it sees the site’s pages and its plan below.</p>
        ) : (
          <ul className="admin-list">
            {editors.map(({ path, title, about }) => (
              <li key={path}>
                <a href={path}>{title}</a> <span className="admin-hint">{about}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="overview-pages">
        <h2 id="overview-pages">Pages</h2>
        {state.status === 'loading' && <p className="admin-hint">Loading the pages…</p>}
        {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
        {state.status === 'loaded' && (
          <ul className="admin-list">
            {state.data.collections.map((page) => (
              <li key={page.id} className="admin-row">
                <span className="admin-row__title">
                  {page.status === 'published' ? <a href={page.fullUrl}>{page.title}</a> : page.title}
                  {pageStatusLabels(page).map((label) => (
                    <span key={label} className="admin-badge">
                      {label}
                    </span>
                  ))}
                </span>
                <span className="admin-hint">{page.fullUrl}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="admin-panel" aria-labelledby="overview-plan">
        <h2 id="overview-plan">Plan</h2>
        {billing === 'trial' ? (
          <p>
            This site is on a free trial. <a href={upgradePathOf(billing)}>Upgrade your plan</a>
          </p>
        ) : (
          <p>
            This site is on a paid plan. <a href={upgradePathOf(billing)}>Manage website subscriptions</a>
          </p>
        )}
      </section>
    </EditorLayout>
  );
}

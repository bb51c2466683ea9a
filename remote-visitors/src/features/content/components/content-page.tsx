import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  contentApi,
  keeperApi,
  useRequest,
  usePageMeta,
  useTranslation,
  type ContentApi,
  type KeeperApi,
  type KeeperIdentity,
} from '@pawapuri/shared';
import { NAMESPACE } from '../../../i18n/register';
import { KeeperGate } from '../../../keeper/keeper-gate';
import { roleCan } from '../../../keeper/role-can';
import { itemAddress, itemOfAddress, CONTENT_PATH } from '../utils/item-address';
import { ContentList } from './content-list';
import { ItemEditor } from './item-editor';
import { BarrierReportsPanel } from './barrier-reports-panel';
import keeper from '../../../keeper/keeper.module.css';

interface ContentPageProps {
  api?: ContentApi;
  keepers?: KeeperApi;
  /** The time the donation banner is judged at (tests fix it). */
  now?: () => number;
}

/** The keepers' editor of the site's facts: the lists of content, and each item's form. */
export function ContentPage({
  api = contentApi,
  keepers = keeperApi,
  now = Date.now,
}: ContentPageProps) {
  const { t } = useTranslation(NAMESPACE);
  const { title } = usePageMeta();
  return (
    <article className={keeper.page}>
      <h1 className={keeper.title}>{title}</h1>
      <KeeperGate api={keepers} content={api} now={now}>
        {(identity) =>
          roleCan(identity.keeper.role, 'content.edit') ? (
            <>
              <Workspace api={api} identity={identity} />
              <BarrierReportsPanel api={keepers} />
            </>
          ) : (
            <p className={keeper.status}>{t('content.onlyEditors')}</p>
          )
        }
      </KeeperGate>
    </article>
  );
}

function Workspace({ api, identity }: { api: ContentApi; identity: KeeperIdentity }) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const item = itemOfAddress(params.get('item'));
  const fetcher = useCallback((signal: AbortSignal) => api.list(undefined, signal), [api]);
  const list = useRequest(fetcher);
  return (
    <>
      {item ? (
        <>
          <p>
            <Link to={CONTENT_PATH}>{t('content.editor.back')}</Link>
          </p>
          <ItemEditor
            key={`${item.kind}/${item.id}`}
            kind={item.kind}
            id={item.id}
            identity={identity}
            api={api}
            onChanged={list.reload}
          />
        </>
      ) : list.data ? (
        <ContentList
          list={list.data}
          onCreate={(kind, id) => void navigate(itemAddress(kind, id))}
          onChanged={list.reload}
        />
      ) : list.pending ? (
        <p role="status">{t('content.list.loading')}</p>
      ) : (
        <div className={keeper.panel}>
          <p role="alert" className={keeper.error}>
            {t('content.list.failed')}
          </p>
          <button type="button" className={keeper.button} onClick={list.reload}>
            {t('content.list.retry')}
          </button>
        </div>
      )}
    </>
  );
}

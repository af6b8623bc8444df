import { Link, useLocation } from 'react-router';
import { InfoPage, InfoSection } from '@/features/store-info/components/info-page';
import { englishNotice } from '@/features/store-info/components/privacy-english';
import { hindiNotice } from '@/features/store-info/components/privacy-hindi';
import type { PrivacyLanguage } from '@/features/store-info/components/privacy-parts';

/** Hindi at /Privacy/hi and /Privacy?lang=hi; English otherwise. */
export function privacyLanguage(pathname: string, search: string): PrivacyLanguage {
  return /\/hi\/?$/i.test(pathname) || new URLSearchParams(search).get('lang') === 'hi' ? 'hi' : 'en';
}

const switchClass = (current: boolean) =>
  current ? 'font-semibold text-ink' : 'font-semibold text-brand hover:underline';

/** `English | हिन्दी`, each in its own language, the current one not a link. */
function LanguageSwitch({ language }: { language: PrivacyLanguage }) {
  return (
    <nav aria-label="Language / भाषा" className="flex items-center gap-2 text-sm">
      {language === 'en' ? (
        <span aria-current="page" className={switchClass(true)}>
          English
        </span>
      ) : (
        <Link to="/Privacy" lang="en" hrefLang="en" className={switchClass(false)}>
          English
        </Link>
      )}
      <span aria-hidden="true" className="text-muted">
        |
      </span>
      {language === 'hi' ? (
        <span aria-current="page" className={switchClass(true)}>
          हिन्दी
        </span>
      ) : (
        <Link to="/Privacy/hi" lang="hi" hrefLang="hi" className={switchClass(false)}>
          हिन्दी
        </Link>
      )}
    </nav>
  );
}

/**
 * /Privacy and /Privacy/hi (docs/product/privacy.md#privacy-page): the full privacy notice in English or Hindi,
 * rendered on the server from GET /api/store, so the seller, the grievance officer and the periods follow Store
 * Settings and the configuration.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const language = privacyLanguage(pathname, search);
  const title = language === 'hi' ? 'गोपनीयता सूचना' : 'Privacy notice';
  return (
    <InfoPage title={title} {...(language === 'hi' ? { lang: 'hi' } : {})}>
      {(store) => {
        const notice = language === 'hi' ? hindiNotice(store) : englishNotice(store);
        return (
          <>
            <LanguageSwitch language={language} />
            {notice.sections.map((section) => (
              <InfoSection key={section.heading} heading={section.heading}>
                {section.body}
              </InfoSection>
            ))}
          </>
        );
      }}
    </InfoPage>
  );
}

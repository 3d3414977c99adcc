import { useTranslation } from 'react-i18next';
import { isPlainObject } from '@wl/tenant-config';
import { FORM_FILES, type FileForms, type FormFile } from '../../shared/studio-api.js';
import { registerFormEdit } from '../forms/register-form-edit.js';
import { SettingsForm } from '../forms/SettingsForm.js';
import { tenantFormEdit } from '../forms/tenant-form-edit.js';
import { fileErrorSchema } from '../store/message-fields.js';
import { useStudio } from '../store/studio-context.js';

/** The heading key of each form file. */
const HEADINGS: Record<FormFile, string> = {
  'tenant.json': 'site.tenant',
  'menu.json': 'site.menu',
  'forms/register.json': 'site.register',
};

/**
 * The site's own files, `tenant.json` (name, languages, money, customer service, modules, …),
 * `menu.json` (the header's entries in order) and `forms/register.json` (each registration
 * field's rules, the mobile tab), each in a form generated from its schema, with the check's
 * messages at their fields.
 */
export function SiteFilesPanel({ forms }: { forms: FileForms | null }) {
  const { t } = useTranslation();
  const files = useStudio((state) => state.files);
  const messages = useStudio((state) => state.messages);
  const edit = useStudio((state) => state.edit);
  if (!forms) return <p className="text-sm">{t('site.loading')}</p>;
  return (
    <div className="flex flex-col gap-4">
      {FORM_FILES.map((file) => {
        const headingId = `form-${file.replace(/\W/g, '-')}`;
        const value = files[file];
        return (
          <section key={file} aria-labelledby={headingId} className="card card-border p-3">
            <h2 id={headingId} className="font-semibold">
              {t(HEADINGS[file])} <code>{file}</code>
            </h2>
            <SettingsForm
              idPrefix={headingId}
              schema={forms[file]}
              settings={isPlainObject(value) ? value : {}}
              errors={fileErrorSchema(messages, file)}
              onChange={(next) => {
                const written =
                  file === 'forms/register.json'
                    ? registerFormEdit(value, next)
                    : file === 'tenant.json'
                      ? tenantFormEdit(value, next)
                      : next;
                edit((draft) => {
                  draft[file] = written;
                });
              }}
            />
          </section>
        );
      })}
    </div>
  );
}

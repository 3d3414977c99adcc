import type { IconButtonProps, TemplatesType } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';

/**
 * A list's buttons in a generated form (move an item up or down, copy it, remove it, add one): a
 * visible sign with the button's translated name. rjsf's own draw a Bootstrap icon font the
 * studio does not load, so they showed as empty boxes.
 */
function signButton(sign: string, name: TranslatableString, danger = false) {
  function SignButton(props: IconButtonProps) {
    const { registry, icon: _icon, iconType: _type, uiSchema: _ui, className, ...button } = props;
    const label = registry.translateString(name);
    return (
      <button
        type="button"
        {...button}
        className={`btn btn-xs ${danger ? 'btn-error btn-outline' : ''} ${className ?? ''}`}
        title={label}
        aria-label={label}
      >
        <span aria-hidden="true">{sign}</span>
      </button>
    );
  }
  return SignButton;
}

function AddButton(props: IconButtonProps) {
  const { registry, icon: _icon, iconType: _type, uiSchema: _ui, className, ...button } = props;
  return (
    <button type="button" {...button} className={`btn btn-xs self-start ${className ?? ''}`}>
      <span aria-hidden="true">+</span> {registry.translateString(TranslatableString.AddItemButton)}
    </button>
  );
}

export const FORM_BUTTONS: Partial<TemplatesType['ButtonTemplates']> = {
  MoveUpButton: signButton('↑', TranslatableString.MoveUpButton),
  MoveDownButton: signButton('↓', TranslatableString.MoveDownButton),
  CopyButton: signButton('⧉', TranslatableString.CopyButton),
  RemoveButton: signButton('✕', TranslatableString.RemoveButton, true),
  AddButton,
};

/** The form's own words rjsf asks for, in the studio's language (its English otherwise). */
export const FORM_WORDS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.MoveUpButton]: 'form.moveUp',
  [TranslatableString.MoveDownButton]: 'form.moveDown',
  [TranslatableString.CopyButton]: 'form.copy',
  [TranslatableString.RemoveButton]: 'form.remove',
  [TranslatableString.AddItemButton]: 'form.add',
};

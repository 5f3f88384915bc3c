import { Trans } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';
import { NewTabLink } from './new-tab-link.tsx';

export type TermsCheckboxProps = Omit<CheckboxProps, 'label'>;

/**
 * The consent every sign-up asks for (with e-mail, a social account or an invitation): the
 * terms and the privacy policy, each opening in a new tab so the form keeps what was typed.
 */
export const TermsCheckbox = (props: TermsCheckboxProps) => (
  <Checkbox
    label={
      <Trans
        i18nKey="auth.details.terms"
        components={{
          terms: <NewTabLink to={paths.terms}>{null}</NewTabLink>,
          privacy: <NewTabLink to={paths.privacy}>{null}</NewTabLink>,
        }}
      />
    }
    {...props}
  />
);

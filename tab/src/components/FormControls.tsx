/**
 * Fluent text fields bound to react-hook-form through `useController`. Fluent's Input and Textarea
 * always render their own value state, so a field wired with `{...register(name)}` shows empty when
 * the form starts with values (edit dialogs) and keeps stale text after `reset()`; these read and
 * write the form's value instead. Use them for every text field of a react-hook-form form.
 * FormSelect does the same for a select whose options load after the form's value is set (a
 * registered native select keeps showing its first option when the chosen one arrives later).
 */
import { Input, type InputProps, Select, type SelectProps, Textarea, type TextareaProps } from '@fluentui/react-components';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/** The form and the field a control is bound to. */
interface Bound<T extends FieldValues> {
  // the form's input and output types differ with zodResolver; the control is read for one field only
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
}

const text = (v: unknown) => (v == null ? '' : String(v));

/** The props that bind a Fluent field to the form's value of `name` (value as text, change, blur, ref). */
function useBound<T extends FieldValues, E>({ control, name }: Bound<T>, onBlurProp?: (e: E) => void) {
  const { field } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return {
    name: field.name,
    ref,
    value: text(value),
    onChange: (_e: unknown, d: { value: string }) => onChange(d.value),
    onBlur: (e: E) => {
      onBlur();
      onBlurProp?.(e);
    },
  };
}

/** A Fluent Input showing and setting the form's value of `name`. */
export function FormInput<T extends FieldValues>({ control, name, ...rest }: Bound<T> & Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'name'>) {
  return <Input {...rest} {...useBound({ control, name }, rest.onBlur)} />;
}

/** A Fluent Textarea showing and setting the form's value of `name`. */
export function FormTextarea<T extends FieldValues>({ control, name, ...rest }: Bound<T> & Omit<TextareaProps, 'value' | 'defaultValue' | 'onChange' | 'name'>) {
  return <Textarea {...rest} {...useBound({ control, name }, rest.onBlur)} />;
}

/** A Fluent Select showing and setting the form's value of `name` (kept when its options arrive later). */
export function FormSelect<T extends FieldValues>({ control, name, ...rest }: Bound<T> & Omit<SelectProps, 'value' | 'defaultValue' | 'onChange' | 'name'>) {
  return <Select {...rest} {...useBound({ control, name }, rest.onBlur)} />;
}

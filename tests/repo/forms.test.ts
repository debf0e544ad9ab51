/**
 * Tab forms run on react-hook-form (issue 10 item 4, docs/ARCHITECTURE.md "Forms"): every component
 * under tab/src/features that renders a form (`<form`, `<FormDialog`, `<ChildListDialog`) with a
 * field control (Input, Textarea, Checkbox, RadioGroup, a *Select, a *Picker, the Date/Time fields,
 * an *Editor…) calls `useForm`, so its values and their checks are the form's (a zodResolver over
 * the @contracts schema) and not hand-written state. Components whose form has no field of its own
 * pass (a confirmation, a details view); the few exceptions are listed with their reason below.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const FEATURES = path.join(ROOT, 'tab', 'src', 'features');

/** Components allowed to keep a form without useForm, by path under tab/src/features, with why. */
const ALLOWED: Record<string, string> = {};

const FORM = /<form\b|<FormDialog\b|<ChildListDialog\b/;
const CONTROL = /<(Input|Textarea|Checkbox|RadioGroup|Switch|SpinButton|Dropdown|Combobox|\w*Select|\w*Picker|DateField|TimeField|DateTimeField|\w*Editor)\b/;

/** Whether a component's source renders a form with a field but keeps its values outside react-hook-form. */
export function formWithoutUseForm(source: string): boolean {
  return FORM.test(source) && CONTROL.test(source) && !/\buseForm\b/.test(source);
}

function components(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return components(p);
    return e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx') ? [p] : [];
  });
}

describe('tab forms on react-hook-form', () => {
  it('flags a form with a field on local state, not one on useForm or one without fields', () => {
    const local = "const [name, setName] = useState(''); return <FormDialog onSubmit={save}><Input value={name} onChange={(_e, d) => setName(d.value)} /></FormDialog>;";
    expect(formWithoutUseForm(local)).toBe(true);
    expect(formWithoutUseForm(`const form = useForm({ resolver }); ${local}`)).toBe(false);
    expect(formWithoutUseForm('<FormDialog onSubmit={remove}><Text>Delete it?</Text></FormDialog>')).toBe(false);
  });

  it('finds none under tab/src/features but the listed exceptions', () => {
    const found = components(FEATURES)
      .filter((f) => formWithoutUseForm(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(FEATURES, f).split(path.sep).join('/'))
      .filter((f) => !(f in ALLOWED));
    expect(found).toEqual([]);
  });
});

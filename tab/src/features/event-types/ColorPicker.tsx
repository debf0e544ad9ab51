/** A labelled swatch picker over a fixed list of colours (keyboard: arrows between swatches, Enter/Space selects). */
import { ColorSwatch, Field, SwatchPicker } from '@fluentui/react-components';

export function ColorPicker({ label, value, colors, onChange }: { label: string; value: string; colors: readonly string[]; onChange: (c: string) => void }) {
  return (
    <Field label={label}>
      <SwatchPicker aria-label={label} layout="row" size="small" selectedValue={value.toLowerCase()}
        onSelectionChange={(_e, d) => onChange(d.selectedValue)}>
        {colors.map((c) => <ColorSwatch key={c} value={c.toLowerCase()} color={c} aria-label={c} />)}
      </SwatchPicker>
    </Field>
  );
}

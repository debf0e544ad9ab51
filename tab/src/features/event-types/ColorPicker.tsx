/** A labelled swatch picker over a fixed list of colours plus the current value when it is not one of them (keyboard: arrows between swatches, Enter/Space selects). */
import { ColorSwatch, Field, SwatchPicker, tokens } from '@fluentui/react-components';

export function ColorPicker({ label, value, colors, onChange }: { label: string; value: string; colors: readonly string[]; onChange: (c: string) => void }) {
  return (
    <Field label={label}>
      <SwatchPicker aria-label={label} layout="row" size="small" selectedValue={value.toLowerCase()}
        onSelectionChange={(_e, d) => onChange(d.selectedValue)}>
        {[...colors, ...(value && !colors.some((c) => c.toLowerCase() === value.toLowerCase()) ? [value] : [])].map((c) => (
          <ColorSwatch key={c} value={c.toLowerCase()} color={c} aria-label={c} borderColor={tokens.colorNeutralStroke1} />
        ))}
      </SwatchPicker>
    </Field>
  );
}

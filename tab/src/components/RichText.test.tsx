/** RichTextEditor (HTML and JSON values through react-hook-form) and RichTextView (sanitises again). */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import '../i18n';
import { RichTextEditor, type RichTextFormat } from './RichTextEditor';
import { RichTextView } from './RichTextView';

function Form({ format, start, onSave }: { format: RichTextFormat; start: string; onSave: (v: string) => void }) {
  const { control, handleSubmit, reset } = useForm({ defaultValues: { body: start } });
  return (
    <form onSubmit={handleSubmit((v) => onSave(v.body))}>
      <Controller
        control={control}
        name="body"
        render={({ field }) => <RichTextEditor format={format} label="Body" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
      />
      <button type="submit">Save</button>
      <button type="button" onClick={() => reset({ body: format === 'html' ? '<p>Replaced</p>' : '' })}>
        Reset
      </button>
    </form>
  );
}
// ProseMirror scrolls the selection into view after a command: jsdom has no layout.
const noRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
const zeroRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
beforeAll(() => {
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = zeroRect;
  document.elementFromPoint = () => null;
});

const wrap = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe('RichTextEditor', () => {
  it('shows the HTML value in a labelled text area with a labelled toolbar, formats, and follows reset()', async () => {
    const saved: string[] = [];
    wrap(<Form format="html" start="<p>Hello team</p>" onSave={(v) => saved.push(v)} />);
    const area = await screen.findByRole('textbox', { name: 'Body' });
    expect(area).toHaveTextContent('Hello team');
    expect(area).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    for (const name of ['Bold (Ctrl+B)', 'Italic (Ctrl+I)', 'Bulleted list', 'Numbered list', 'Link', 'Heading']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }

    fireEvent.click(screen.getByRole('button', { name: 'Numbered list' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual(['<ol><li><p>Hello team</p></li></ol>']));
    expect(screen.getByRole('button', { name: 'Numbered list' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(area).toHaveTextContent('Replaced'));
  });

  it('keeps the raw editor document as JSON in format="json" and gives "" for an empty one', async () => {
    const saved: string[] = [];
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Senior developer' }] }] };
    wrap(<Form format="json" start={JSON.stringify(doc)} onSave={(v) => saved.push(v)} />);
    const area = await screen.findByRole('textbox', { name: 'Body' });
    expect(area).toHaveTextContent('Senior developer');

    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse(saved[0])).toEqual({
      type: 'doc',
      content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Senior developer' }] }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(area).toHaveTextContent(''));
  });
});

describe('RichTextView', () => {
  it('strips <script>, on*= handlers and javascript: links, keeps formatting, opens links safely', () => {
    const { container } = wrap(
      <RichTextView
        value={
          '<h2>News</h2><p onclick="alert(1)"><strong>Bold</strong> text</p><script>window.hacked = 1</script>' +
          '<img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a>'
        }
      />,
    );
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|hacked/);
    expect(screen.getByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    const good = screen.getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://example.com');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(good).toHaveAttribute('target', '_blank');
  });

  it('shows a JSON document read-only', async () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Remote work possible' }] }] };
    const { container } = wrap(<RichTextView format="json" value={JSON.stringify(doc)} />);
    await waitFor(() => expect(container).toHaveTextContent('Remote work possible'));
    expect(container.querySelector('[contenteditable="true"]')).toBeNull();
    // not announced as an unnamed text field
    expect(container.querySelector('[role="textbox"]')).toBeNull();
  });
});

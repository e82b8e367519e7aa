/// The page's style sheet: two panes, an editor whose highlights are drawn
/// by a mirror under the text area, and colours for light and dark mode.
enum PageStyle {
    static let text = #"""
        :root {
          color-scheme: light dark;
          --bg: #f6f7f9; --panel: #ffffff; --text: #1d2430; --muted: #5c6675; --border: #d5dae1;
          --accent: #0b63ce; --accent-text: #ffffff; --focus: #0b63ce;
          --highlight: #ffe58a; --error: #c8102e; --warning: #a15c00; --error-bg: #fdecee; --warning-bg: #fff4e0;
          --fix-bg: #e8f6ec; --fix-border: #2a9d5b; --code-bg: #f0f2f5;
          --mono: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #14171c; --panel: #1d2128; --text: #e6e9ee; --muted: #a2acb9; --border: #39404b;
            --accent: #5aa2ff; --accent-text: #0d1117; --focus: #8fc1ff;
            --highlight: #6b5a12; --error: #ff7b8a; --warning: #f0b45a; --error-bg: #3a1d22; --warning-bg: #3a2d17;
            --fix-bg: #16321f; --fix-border: #4cc27a; --code-bg: #262b33;
          }
        }
        * { box-sizing: border-box; }
        html, body { margin: 0; background: var(--bg); color: var(--text); }
        body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        header { padding: 12px 20px 0; }
        h1 { font-size: 19px; margin: 0; }
        h2 { font-size: 15px; margin: 0; }
        .tagline { margin: 2px 0 0; color: var(--muted); }
        .muted { color: var(--muted); }
        .skip { position: absolute; left: -9999px; }
        .skip:focus { left: 12px; top: 8px; background: var(--panel); padding: 4px 8px; z-index: 10; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
        main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; padding: 12px 20px; }
        @media (max-width: 980px) { main { grid-template-columns: minmax(0, 1fr); } }
        .pane { display: flex; flex-direction: column; gap: 12px; min-width: 0; }
        .pane > section, fieldset { background: var(--panel); border: 1px solid var(--border); border-radius: 8px; padding: 10px 12px; margin: 0; }
        .bar { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
        .bar h2 { margin-right: auto; }
        :focus-visible { outline: 2px solid var(--focus); outline-offset: 2px; }
        button, select, input { font: inherit; color: var(--text); background: var(--panel); border: 1px solid var(--border); border-radius: 6px; padding: 3px 8px; }
        button { cursor: pointer; }
        button:hover { border-color: var(--accent); }
        input[aria-invalid="true"] { border-color: var(--error); }
        input:disabled { opacity: 0.55; }
        code, pre, textarea { font-family: var(--mono); font-size: 13px; }
        pre { margin: 0; }

        .editor { position: relative; height: 300px; border: 1px solid var(--border); border-radius: 8px; background: var(--panel); overflow: hidden; resize: vertical; }
        .editor textarea, .editor pre {
          position: absolute; inset: 0; margin: 0; padding: 10px 12px; border: 0; width: 100%; height: 100%;
          font-family: var(--mono); font-size: 13px; line-height: 20px; tab-size: 4; white-space: pre; overflow: auto;
          letter-spacing: 0; word-spacing: 0;
        }
        .editor pre { color: transparent; pointer-events: none; overflow: hidden; }
        .editor textarea { background: transparent; color: var(--text); caret-color: var(--text); resize: none; outline: none; }
        .editor:focus-within { outline: 2px solid var(--focus); outline-offset: 2px; }
        #mirror mark { color: transparent; border-radius: 2px; }
        #mirror mark.hover { background: var(--highlight); }
        #mirror mark.error { background: var(--error-bg); text-decoration: underline wavy var(--error); text-decoration-skip-ink: none; }
        #mirror mark.warning { text-decoration: underline wavy var(--warning); text-decoration-skip-ink: none; background: transparent; }
        #mirror mark.hover.error, #mirror mark.hover.warning { background: var(--highlight); }

        #diagnostics:empty { display: none; }
        .diagnostic { border-left: 4px solid var(--error); background: var(--error-bg); border-radius: 4px; padding: 6px 10px; margin: 0 0 6px; cursor: pointer; overflow-x: auto; }
        .diagnostic.warning, .diagnostic.note { border-color: var(--warning); background: var(--warning-bg); }
        .diagnostic pre { white-space: pre; }

        fieldset .grid { display: grid; grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr); gap: 6px 10px; align-items: center; }
        fieldset .grid input, fieldset .grid select { width: 100%; }
        legend { padding: 0 4px; color: var(--muted); }
        details { margin-top: 8px; }
        summary { cursor: pointer; }
        .options { display: grid; grid-template-columns: repeat(auto-fill, minmax(210px, 1fr)); gap: 2px 10px; margin-top: 6px; font-family: var(--mono); font-size: 12.5px; }
        .field-error { color: var(--error); margin: 6px 0 0; }
        .field-error:empty { display: none; }

        #constraints { margin: 6px 0 0; padding-left: 2.4em; max-height: 320px; overflow: auto; }
        #constraints li { padding: 1px 6px; border-radius: 4px; cursor: default; }
        #constraints li:hover, #constraints li:focus { background: var(--highlight); outline: none; }
        #constraints li .where { color: var(--muted); font-size: 12px; margin-left: 8px; }
        .hint { margin: 2px 0 0; font-size: 12.5px; }
        #read-message:empty, #picture-message:empty { display: none; }

        #picture { overflow: auto; max-height: 640px; border-radius: 6px; margin-top: 8px; background: #ffffff; border: 1px solid var(--border); }
        #picture:empty { display: none; }
        #picture svg { display: block; height: auto; margin: 0 auto; }
        #report { background: var(--code-bg); padding: 8px; border-radius: 6px; overflow-x: auto; margin-top: 6px; }

        .why p { margin: 6px 0; }
        .fix { background: var(--fix-bg); border-left: 4px solid var(--fix-border); padding: 8px 12px; border-radius: 4px; margin: 8px 0; }
        .fix code, .why code { background: var(--code-bg); padding: 0 3px; border-radius: 3px; }
        .badge { font-size: 11.5px; border-radius: 3px; padding: 0 5px; white-space: nowrap; }
        .badge.verified { background: var(--fix-border); color: var(--accent-text); }
        .badge.broken { background: var(--error); color: var(--accent-text); }
        .badge.conflict { background: var(--warning); color: var(--accent-text); }
        table.logged { border-collapse: collapse; width: 100%; margin-top: 8px; font-size: 12.5px; }
        table.logged td, table.logged th { text-align: left; padding: 3px 6px; border-bottom: 1px solid var(--border); vertical-align: top; }
        table.logged th { color: var(--muted); font-weight: normal; }
        table.logged tr.conflict td { background: var(--warning-bg); }
        table.logged tr:hover td, table.logged tr:focus td { background: var(--highlight); }
        table.logged tr:focus { outline: 2px solid var(--focus); }
        table.logged code { word-break: break-all; }

        [role="tablist"] { display: flex; gap: 2px; flex-wrap: wrap; }
        [role="tab"] { border-radius: 6px; }
        [role="tab"][aria-selected="true"] { background: var(--accent); color: var(--accent-text); border-color: var(--accent); }
        #conversion { background: var(--code-bg); padding: 10px; border-radius: 6px; overflow: auto; max-height: 420px; margin-top: 8px; min-height: 3em; }
        #conversion-notes:empty { display: none; }
        footer { padding: 4px 20px 20px; font-size: 12.5px; }
        """#
}

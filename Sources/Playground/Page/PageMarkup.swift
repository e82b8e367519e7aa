import VFL
import Workbench

/// The page's HTML. Its choices come from the library's own tables (the
/// notations, conversion targets, format options and spacing policies), so
/// the page offers exactly what the commands take.
enum PageMarkup {
    static let text = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Auto Layout playground · vfl-tool</title>
        <link rel="stylesheet" href="/playground.css">
        <script src="/playground.js" defer></script>
        </head>
        <body>
        <a class="skip" href="#editor">Skip to the editor</a>
        <header>
          <h1>Auto Layout playground</h1>
          <p class="tagline">Paste VFL, canonical text, a scene, Swift, Objective-C Masonry, a console log or an Interface Builder document.</p>
        </header>
        <main>
          <section class="pane" id="input-pane" aria-label="Input">
            <div class="bar">
              <label for="notation">Notation</label>
              <select id="notation">
                <option value="auto">Detect</option>
        \#(notationOptions)
              </select>
              <span id="detected" class="muted" aria-live="polite"></span>
              <span id="status" class="muted" role="status"></span>
            </div>
            <div class="editor" id="editor-frame">
              <pre id="mirror" aria-hidden="true"></pre>
              <textarea id="editor" wrap="off" spellcheck="false" autocapitalize="off" autocomplete="off"
                aria-label="Constraints, in any notation" aria-describedby="diagnostics-title"></textarea>
            </div>
            <div id="diagnostics-box">
              <h2 id="diagnostics-title" class="visually-hidden">Errors and warnings</h2>
              <div id="diagnostics" aria-live="polite"></div>
            </div>
            <fieldset id="settings">
              <legend>Container, metrics, options and traits</legend>
              <div class="grid">
                <label for="width">Width</label><input id="width" type="number" min="0" max="1000000" step="1" inputmode="decimal">
                <label for="height">Height</label><input id="height" type="number" min="0" max="1000000" step="1" inputmode="decimal">
                <label for="spacing">Standard space</label>
                <select id="spacing">
        \#(spacingOptions)
                </select>
                <label for="metrics">Metrics</label><input id="metrics" type="text" placeholder="padding=16, gap=8" spellcheck="false">
                <label for="intrinsic">Intrinsic sizes</label><input id="intrinsic" type="text" placeholder="label=120x20, icon=24x24" spellcheck="false">
                <label for="direction">Layout direction</label>
                <select id="direction">
                  <option value="">as the input says</option>
                  <option value="ltr">left to right</option>
                  <option value="rtl">right to left</option>
                </select>
                <label for="scene">IB scene</label><input id="scene" type="text" placeholder="every scene" spellcheck="false">
                <label for="traits">IB size classes</label><input id="traits" type="text" placeholder="the device's, or wC hR" spellcheck="false">
              </div>
              <details id="options-box">
                <summary>VFL options <span id="options-summary" class="muted"></span></summary>
                <div class="options">
        \#(formatOptionBoxes)
                </div>
              </details>
              <p id="settings-error" class="field-error" role="alert"></p>
            </fieldset>
            <section aria-labelledby="constraints-title">
              <h2 id="constraints-title">Constraints read <span id="constraint-count" class="muted"></span></h2>
              <p class="hint muted">Point at a constraint, or focus it with Tab, to see where it was written.</p>
              <ol id="constraints"></ol>
              <p id="read-message" class="muted"></p>
            </section>
          </section>
          <section class="pane" id="output-pane" aria-label="Results">
            <section id="picture-section" aria-labelledby="picture-title">
              <div class="bar">
                <h2 id="picture-title">Layout</h2>
                <div class="zoom" role="group" aria-label="Zoom">
                  <button type="button" id="zoom-out" aria-label="Zoom out">−</button>
                  <button type="button" id="zoom-fit">Fit</button>
                  <button type="button" id="zoom-in" aria-label="Zoom in">+</button>
                </div>
              </div>
              <div id="picture" tabindex="0" aria-label="The layout as a picture"></div>
              <p id="picture-message" class="muted"></p>
              <details id="report-box">
                <summary>Frames and problems, as <code>vfl-tool</code> prints them</summary>
                <pre id="report"></pre>
              </details>
            </section>
            <section id="explanation-section" aria-labelledby="explanation-title" hidden>
              <h2 id="explanation-title">Explanation</h2>
              <div id="explanation"></div>
            </section>
            <section id="conversion-section" aria-labelledby="conversion-title">
              <div class="bar">
                <h2 id="conversion-title">Conversion</h2>
                <div role="tablist" id="targets" aria-label="Write the constraints as">
        \#(targetTabs)
                </div>
                <button type="button" id="copy">Copy</button>
                <span id="copy-status" class="muted" role="status"></span>
              </div>
              <pre id="conversion" role="tabpanel" tabindex="0" aria-labelledby="conversion-title"></pre>
              <ul id="conversion-notes" class="muted"></ul>
            </section>
          </section>
        </main>
        <footer class="muted">
          Computed on this machine by <code>vfl-tool serve</code>, exactly as the commands compute it; nothing leaves it.
          The address bar holds this screen: copy it to share it.
        </footer>
        </body>
        </html>

        """#

    private static var notationOptions: String {
        Notation.allCases.map { "        <option value=\"\($0.rawValue)\">\(XMLText.escaped($0.displayName))</option>" }
            .joined(separator: "\n")
    }

    private static var spacingOptions: String {
        let names: [SpacingPolicy: String] = [.appkit: "8 and 20 (AppKit)", .margins: "layout margins (iOS)"]
        return SpacingPolicy.allCases.map { "          <option value=\"\($0.rawValue)\">\(names[$0] ?? $0.rawValue)</option>" }
            .joined(separator: "\n")
    }

    private static var formatOptionBoxes: String {
        LayoutFormatOptions.named.map {
            "          <label><input type=\"checkbox\" name=\"option\" value=\"\($0.name)\"> \($0.name)</label>"
        }.joined(separator: "\n")
    }

    private static var targetTabs: String {
        let names: [ConversionTarget: String] = [
            .canonical: "Canonical", .json: "JSON", .vfl: "VFL in Swift", .snapkit: "SnapKit", .anchors: "Anchors", .masonry: "Masonry",
        ]
        return ConversionTarget.allCases.map {
            "          <button type=\"button\" role=\"tab\" id=\"to-\($0.rawValue)\" data-target=\"\($0.rawValue)\" aria-selected=\"false\" "
                + "tabindex=\"-1\">\(names[$0] ?? $0.rawValue)</button>"
        }.joined(separator: "\n")
    }
}

/// The page's script: keeps the screen's state in the address's fragment,
/// asks the API as the text changes (debounced, the older answer dropped),
/// and shows what comes back: constraints linked to where they were written,
/// diagnostics under the text and in it, the picture, a log's explanation and
/// the conversion. Written for this page alone; it loads nothing else.
enum PageScript {
    static let text = #"""
        'use strict';
        (() => {
          const $ = (id) => document.getElementById(id);
          const editor = $('editor'), mirror = $('mirror');
          const defaults = { text: 'H:|-[a]-[b(==a)]-|\nV:|-[a(44)]\nV:|-[b(44)]', notation: 'auto', to: 'snapkit',
            width: '375', height: '667', spacing: 'appkit', metrics: '', intrinsic: '', options: '', direction: '', scene: '', traits: '' };
          const state = { ...defaults };
          let zoom = 0;              // 0 fits the picture to the pane; else a scale
          let generation = 0;        // the newest request round; older answers are dropped
          let timer = null;
          let marks = [];            // diagnostics' spans in the text: {start, end, kind}
          let hover = null;          // the span pointed at: {start, end}

          // The state in the address's fragment, so that a screen is shared as a link.
          function readFragment() {
            const params = new URLSearchParams(location.hash.slice(1));
            for (const key of Object.keys(defaults)) state[key] = params.has(key) ? params.get(key) : defaults[key];
          }
          function writeFragment() {
            const params = new URLSearchParams();
            for (const key of Object.keys(defaults)) if (state[key] !== defaults[key]) params.set(key, state[key]);
            const fragment = params.toString();
            history.replaceState(null, '', fragment ? '#' + fragment : location.pathname);
          }
          function showState() {
            editor.value = state.text;
            $('notation').value = state.notation;
            $('width').value = state.width;
            $('height').value = state.height;
            $('spacing').value = state.spacing;
            $('metrics').value = state.metrics;
            $('intrinsic').value = state.intrinsic;
            $('direction').value = state.direction;
            $('scene').value = state.scene;
            $('traits').value = state.traits;
            const chosen = new Set(state.options.split(',').filter(Boolean));
            for (const box of document.querySelectorAll('input[name=option]')) box.checked = chosen.has(box.value);
            $('options-summary').textContent = chosen.size ? [...chosen].join(', ') : '';
            selectTarget(state.to, false);
          }

          // "name=value, name=value" and "name=WxH, …": the controls' values as the API takes them.
          function pairs(text, parse, what) {
            const result = {};
            for (const part of text.split(',').map((s) => s.trim()).filter(Boolean)) {
              const at = part.indexOf('=');
              const name = part.slice(0, at).trim(), value = at > 0 ? parse(part.slice(at + 1).trim()) : null;
              if (!name || value === null) throw new Error(`${what}: '${part}' is not NAME=${what === 'Metrics' ? 'VALUE' : 'WIDTHxHEIGHT'}`);
              result[name] = value;
            }
            return result;
          }
          const number = (text) => (text !== '' && isFinite(Number(text)) ? Number(text) : null);
          const size = (text) => {
            const parts = text.split('x');
            if (parts.length !== 2) return null;
            const width = number(parts[0].trim()), height = number(parts[1].trim());
            return width === null || height === null ? null : { width, height };
          };
          function requestBody(notation) {
            const body = { text: state.text, notation, spacing: state.spacing,
              options: state.options.split(',').filter(Boolean) };
            const fields = [['metrics', 'Metrics', number], ['intrinsic', 'Intrinsic sizes', size]];
            for (const [key, label, parse] of fields) {
              try {
                body[key] = pairs(state[key], parse, label);
                $(key).removeAttribute('aria-invalid');
              } catch (error) {
                $(key).setAttribute('aria-invalid', 'true');
                throw error;
              }
            }
            const width = number(state.width), height = number(state.height);
            if (!givesItsSize(notation) && width !== null && height !== null) body.size = { width, height };
            if (notation === 'ib') {
              if (state.scene.trim()) body.scene = state.scene.trim();
              if (state.traits.trim()) body.traits = state.traits.trim();
            }
            if (state.direction && notation !== 'log') body.direction = state.direction;
            return body;
          }

          // A scene file and an Interface Builder document give their container's size; a log's views have the sizes it logged.
          function givesItsSize(notation) { return notation === 'scene' || notation === 'ib' || notation === 'log'; }

          async function post(endpoint, body) {
            const response = await fetch('/api/' + endpoint, {
              method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
            const json = await response.json();
            return response.ok ? json : { error: json.error || { status: response.status, message: response.statusText } };
          }

          // One round: read (which also names the notation), then the rest for that notation, in parallel.
          async function refresh() {
            const round = ++generation;
            $('status').textContent = 'Working…';
            let body;
            try {
              body = requestBody(state.notation);
              $('settings-error').textContent = '';
            } catch (error) {
              $('settings-error').textContent = error.message;
              $('status').textContent = '';
              return;
            }
            try {
              const read = await post('read', body);
              if (round !== generation) return;
              const notation = read.error ? (state.notation === 'auto' ? (await post('detect', body)).notation : state.notation) : read.notation;
              if (round !== generation) return;
              $('detected').textContent = state.notation === 'auto' && notation ? 'read as ' + displayName(notation) : '';
              for (const id of ['width', 'height']) {
                $(id).disabled = givesItsSize(notation);
                $(id).title = $(id).disabled ? `A ${displayName(notation)} gives its own size` : '';
              }
              for (const id of ['scene', 'traits']) $(id).disabled = notation !== 'ib';
              const asRead = requestBody(notation);
              const isSource = notation === 'swift' || notation === 'masonry';
              const [picture, conversion, check] = await Promise.all([
                post(notation === 'log' ? 'explain' : 'layout', asRead),
                notation === 'scene' ? null : post('convert', { ...asRead, to: state.to }),
                isSource ? post('check', asRead) : null,
              ]);
              if (round !== generation) return;
              showRead(read, notation);
              showDiagnostics(read, picture, check, notation);
              if (notation === 'log') showExplanation(picture); else showLayout(picture);
              showConversion(conversion, notation);
              $('status').textContent = '';
              document.body.dataset.ready = String(round);
            } catch (error) {
              if (round === generation) $('status').textContent = 'The server cannot be reached: ' + error.message;
            }
          }
          function schedule() {
            clearTimeout(timer);
            timer = setTimeout(refresh, 250);
          }
          function displayName(notation) {
            const option = $('notation').querySelector(`option[value="${notation}"]`);
            return option ? option.textContent : notation;
          }

          // The editor's mirror: the same text, transparent, with marks behind it.
          function paintMirror() {
            const text = editor.value;
            const ranges = marks.map((mark) => ({ ...mark })).concat(hover ? [{ ...hover, kind: 'hover' }] : []);
            const cuts = new Set([0, text.length]);
            for (const range of ranges) { cuts.add(Math.min(range.start, text.length)); cuts.add(Math.min(range.end, text.length)); }
            const points = [...cuts].sort((a, b) => a - b);
            let html = '';
            for (let i = 0; i + 1 < points.length; i++) {
              const from = points[i], to = points[i + 1];
              const kinds = [...new Set(ranges.filter((r) => r.start <= from && r.end >= to && r.end > r.start).map((r) => r.kind))];
              const piece = escapeHTML(text.slice(from, to));
              html += kinds.length ? `<mark class="${kinds.join(' ')}">${piece}</mark>` : piece;
            }
            mirror.innerHTML = html + '\n ';
            syncScroll();
          }
          function syncScroll() {
            mirror.scrollTop = editor.scrollTop;
            mirror.scrollLeft = editor.scrollLeft;
          }
          function escapeHTML(text) {
            return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
          }
          function point(span) {
            hover = span && span.end >= span.start ? { start: span.start, end: Math.max(span.end, span.start + 1) } : null;
            paintMirror();
            if (hover) reveal(hover);
          }
          // Scrolls the editor so that a span is in view, without moving the caret.
          function reveal(span) {
            const line = editor.value.slice(0, span.start).split('\n').length - 1;
            const top = line * 20, height = editor.clientHeight - 20;
            if (top < editor.scrollTop || top > editor.scrollTop + height) editor.scrollTop = Math.max(0, top - height / 2);
            syncScroll();
          }
          function select(span) {
            if (!span) return;
            editor.focus();
            editor.setSelectionRange(span.start, Math.max(span.end, span.start));
            reveal(span);
          }
          function lineSpan(line) {
            const lines = editor.value.split('\n');
            if (line < 1 || line > lines.length) return null;
            let start = 0;
            for (let i = 0; i < line - 1; i++) start += lines[i].length + 1;
            return { start, end: start + lines[line - 1].length };
          }
          // A list item (or row) that points at a span of the text while hovered or focused, and selects it on Enter.
          function linkToText(element, span) {
            if (!span) return;
            element.tabIndex = 0;
            element.addEventListener('mouseenter', () => point(span));
            element.addEventListener('mouseleave', () => point(null));
            element.addEventListener('focus', () => point(span));
            element.addEventListener('blur', () => point(null));
            element.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); select(span); } });
            element.addEventListener('dblclick', () => select(span));
          }

          function showRead(read, notation) {
            const list = $('constraints');
            list.replaceChildren();
            const message = notation === 'scene' ? 'A scene file is laid out, not listed: see its picture.' : read.error && read.error.message;
            $('read-message').textContent = read.error ? message : '';
            const constraints = read.error ? [] : read.constraints;
            $('constraint-count').textContent = read.error ? '' : `(${constraints.length})`;
            for (const constraint of constraints) {
              const item = document.createElement('li');
              const code = document.createElement('code');
              code.textContent = constraint.text;
              const where = document.createElement('span');
              where.className = 'where';
              where.textContent = constraint.line ? `line ${constraint.line}` + (constraint.notation && constraint.notation !== 'vfl' ? ` · ${constraint.notation}` : '') : '';
              item.append(code, where);
              linkToText(item, constraint.span);
              list.append(item);
            }
          }

          function showDiagnostics(read, picture, check, notation) {
            const seen = new Set(), all = [];
            const add = (diagnostics) => {
              for (const diagnostic of diagnostics || []) {
                const key = diagnostic.rendered;
                if (!seen.has(key)) { seen.add(key); all.push(diagnostic); }
              }
            };
            if (check && !check.error) add(check.diagnostics); else if (!read.error) add(read.diagnostics);
            if (picture && !picture.error && notation !== 'log') add(picture.diagnostics);
            const box = $('diagnostics');
            box.replaceChildren();
            marks = [];
            for (const diagnostic of all) {
              const element = document.createElement('div');
              element.className = 'diagnostic ' + diagnostic.severity;
              const pre = document.createElement('pre');
              pre.textContent = diagnostic.rendered;
              element.append(pre);
              linkToText(element, diagnostic.span);
              element.addEventListener('click', () => select(diagnostic.span));
              box.append(element);
              // A point-sized place (an expected name) is marked on the character there.
              const span = diagnostic.span && { start: diagnostic.span.start, end: Math.max(diagnostic.span.end, diagnostic.span.start + 1) };
              if (span) marks.push({ ...span, kind: diagnostic.severity === 'error' ? 'error' : 'warning' });
            }
            paintMirror();
          }

          function naturalWidth(svg) { return Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width; }
          function applyZoom() {
            const svg = $('picture').querySelector('svg');
            if (!svg) return;
            const width = naturalWidth(svg);
            const height = Number(svg.getAttribute('height')) || width;
            const fit = Math.min(1, ($('picture').clientWidth - 2) / width, 560 / height);
            svg.style.width = Math.round(width * (zoom || fit)) + 'px';
            $('zoom-fit').setAttribute('aria-pressed', String(zoom === 0));
          }
          function showPicture(svg, message) {
            $('picture').innerHTML = svg || '';
            $('picture-message').textContent = message || '';
            applyZoom();
          }
          function showLayout(layout) {
            $('picture-title').textContent = 'Layout';
            $('explanation-section').hidden = true;
            if (layout.error) { showPicture('', layout.error.message); $('report').textContent = ''; return; }
            showPicture(layout.svg, layout.svg ? '' : 'The input was rejected: see the errors under the text.');
            $('report').textContent = layout.text || '';
          }

          function showExplanation(explanation) {
            $('picture-title').textContent = 'Conflict';
            const section = $('explanation-section'), box = $('explanation');
            section.hidden = false;
            box.replaceChildren();
            $('report').textContent = explanation.error ? '' : explanation.text;
            if (explanation.error || !explanation.found) {
              showPicture('', explanation.error ? explanation.error.message : 'No constraint description found in the log.');
              return;
            }
            showPicture(explanation.svg, '');
            const report = JSON.parse(explanation.report);
            report.logs.forEach((log, index) => {
              const title = document.createElement('h3');
              title.textContent = `Log ${index + 1}, lines ${log.lines[0]}–${log.lines[1]}`;
              const why = document.createElement('div');
              why.className = 'why';
              why.append(paragraph(log.explanation.join(' ')));
              box.append(title, why);
              if (log.suggestion) {
                const fix = document.createElement('div');
                fix.className = 'fix';
                const label = document.createElement('strong');
                label.textContent = 'Fix: ';
                fix.append(label, ...inlineCode(log.suggestion));
                if (log.suggestionVerified) {
                  const badge = document.createElement('span');
                  badge.className = 'badge verified';
                  badge.textContent = 'checked by solving again';
                  fix.append(' ', badge);
                }
                box.append(fix);
              }
              box.append(loggedTable(log));
            });
          }
          function paragraph(text) {
            const p = document.createElement('p');
            p.append(...inlineCode(text));
            return p;
          }
          // `…` in the library's sentences as code.
          function inlineCode(text) {
            return text.split('`').map((part, index) => {
              if (index % 2 === 0) return document.createTextNode(part);
              const code = document.createElement('code');
              code.textContent = part;
              return code;
            });
          }
          function loggedTable(log) {
            const table = document.createElement('table');
            table.className = 'logged';
            const head = table.insertRow();
            for (const name of ['line', 'constraint', '']) {
              const th = document.createElement('th');
              th.textContent = name;
              head.append(th);
            }
            const conflict = new Set(log.conflict.map(String));
            log.constraints.forEach((constraint, index) => {
              const reference = constraint.address === null || constraint.address === undefined ? String(index) : constraint.address;
              const row = table.insertRow();
              const tags = [];
              if (conflict.has(reference)) { row.classList.add('conflict'); tags.push(['conflict', 'in conflict']); }
              if (log.broken !== null && String(log.broken) === reference) tags.push(['broken', 'broken by UIKit']);
              row.insertCell().textContent = constraint.line;
              const code = document.createElement('code');
              code.textContent = constraint.text;
              row.insertCell().append(code);
              const cell = row.insertCell();
              for (const [kind, text] of tags) {
                const badge = document.createElement('span');
                badge.className = 'badge ' + kind;
                badge.textContent = text;
                cell.append(badge, ' ');
              }
              linkToText(row, lineSpan(constraint.line));
            });
            return table;
          }

          function showConversion(conversion, notation) {
            const pre = $('conversion'), notes = $('conversion-notes');
            notes.replaceChildren();
            if (!conversion) { pre.textContent = `A ${displayName(notation)} is laid out, not converted.`; return; }
            if (conversion.error) { pre.textContent = conversion.error.message; return; }
            pre.textContent = conversion.text || '(no constraints)';
            for (const note of conversion.notes) {
              const item = document.createElement('li');
              item.textContent = note;
              notes.append(item);
            }
          }
          function selectTarget(target, refreshNow) {
            for (const tab of document.querySelectorAll('[role=tab]')) {
              const chosen = tab.dataset.target === target;
              tab.setAttribute('aria-selected', String(chosen));
              tab.tabIndex = chosen ? 0 : -1;
            }
            $('conversion').setAttribute('aria-labelledby', 'to-' + target);
            if (refreshNow) { state.to = target; writeFragment(); refresh(); }
          }

          // Wiring.
          editor.addEventListener('input', () => { state.text = editor.value; paintMirror(); writeFragment(); schedule(); });
          editor.addEventListener('scroll', syncScroll);
          for (const id of ['notation', 'width', 'height', 'spacing', 'metrics', 'intrinsic', 'direction', 'scene', 'traits']) {
            $(id).addEventListener('input', () => { state[id] = $(id).value; writeFragment(); schedule(); });
          }
          for (const box of document.querySelectorAll('input[name=option]')) {
            box.addEventListener('change', () => {
              const chosen = [...document.querySelectorAll('input[name=option]:checked')].map((b) => b.value);
              state.options = chosen.join(',');
              $('options-summary').textContent = chosen.join(', ');
              writeFragment();
              schedule();
            });
          }
          const tabs = () => [...document.querySelectorAll('[role=tab]')];
          for (const tab of tabs()) {
            tab.addEventListener('click', () => selectTarget(tab.dataset.target, true));
            tab.addEventListener('keydown', (event) => {
              const all = tabs(), index = all.indexOf(tab);
              const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
              if (!step) return;
              event.preventDefault();
              const next = all[(index + step + all.length) % all.length];
              next.focus();
              selectTarget(next.dataset.target, true);
            });
          }
          $('copy').addEventListener('click', async () => {
            const text = $('conversion').textContent;
            try {
              await navigator.clipboard.writeText(text);
            } catch {
              const range = document.createRange();
              range.selectNodeContents($('conversion'));
              getSelection().removeAllRanges();
              getSelection().addRange(range);
              document.execCommand('copy');
            }
            $('copy-status').textContent = 'Copied';
            setTimeout(() => { $('copy-status').textContent = ''; }, 1500);
          });
          $('zoom-in').addEventListener('click', () => { zoom = (zoom || currentScale()) * 1.25; applyZoom(); });
          $('zoom-out').addEventListener('click', () => { zoom = Math.max(0.1, (zoom || currentScale()) / 1.25); applyZoom(); });
          $('zoom-fit').addEventListener('click', () => { zoom = 0; applyZoom(); });
          $('picture').addEventListener('keydown', (event) => {
            if (event.key === '+' || event.key === '=') $('zoom-in').click();
            else if (event.key === '-') $('zoom-out').click();
            else if (event.key === '0') $('zoom-fit').click();
          });
          function currentScale() {
            const svg = $('picture').querySelector('svg');
            return svg ? svg.getBoundingClientRect().width / naturalWidth(svg) : 1;
          }
          window.addEventListener('resize', applyZoom);
          window.addEventListener('hashchange', () => {
            const before = JSON.stringify(state);
            readFragment();
            if (JSON.stringify(state) !== before) { showState(); paintMirror(); refresh(); }
          });

          readFragment();
          showState();
          paintMirror();
          refresh();
        })();

        """#
}

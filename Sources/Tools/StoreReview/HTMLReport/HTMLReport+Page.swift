import StoreRendering
import StoreTheme

extension HTMLReport {
    /// The page's title: what changed, for a browser tab or a CI artefact list.
    public var title: String {
        let counts = self.counts
        let total = entries.count
        let changed = [(Status.differ, "differ"), (.new, "new"), (.stale, "stale")].map {
            "\(counts[$0.0] ?? 0) \($0.1)"
        }
        return "StoreFinder review: " + changed.joined(separator: ", ") + " of \(total) cases"
    }

    /// `index.html`: the heading, the filters, the new and stale lists, and an article per
    /// case, grouped by status. The articles start empty; `report.js` draws them.
    func page() -> String {
        let counts = self.counts
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escaped(title))</title>
            <link rel="stylesheet" href="report.css">
            <link rel="stylesheet" href="themes.css">
            <script src="cases.js" defer></script>
            <script src="report.js" defer></script>
            </head>
            <body>
            <a class="skip" href="#cases">Skip to the cases</a>
            <header>
            <h1>StoreFinder review</h1>
            <p class="summary">\(entries.count) cases compared with <code>\(HTMLText.escaped(approvedDirectory))</code>: \
            \(Status.allCases.map { "<span class=\"badge\" data-status=\"\($0.rawValue)\">\(counts[$0] ?? 0) \($0.rawValue)</span>" }.joined(separator: " "))</p>
            <p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next and previous case, <kbd>Enter</kbd> its strings \
            (arrows move, <kbd>Esc</kbd> leaves), <kbd>/</kbd> the filters. Hover or focus a string to see its key, locale and file.</p>
            </header>
            <form id="filters" role="search" aria-label="Filter the cases">

            """
        for (name, label, values) in filterChoices() {
            html += "<label>\(label) <select name=\"\(name)\"><option value=\"\">All</option>"
            for value in values { html += "<option>\(HTMLText.escaped(value))</option>" }
            html += "</select></label>\n"
        }
        html += "<output id=\"shown\" aria-live=\"polite\"></output>\n</form>\n"
        let listed = entries.filter { $0.status == .new || $0.status == .stale }
        if !listed.isEmpty {
            html += "<nav aria-labelledby=\"listed\"><h2 id=\"listed\">New and stale cases</h2><ul>\n"
            for entry in listed {
                html +=
                    "<li><a href=\"#\(HTMLText.escaped(entry.name))\">\(HTMLText.escaped(entry.name))</a> \(entry.status.rawValue)</li>\n"
            }
            html += "</ul></nav>\n"
        }
        html += "<main id=\"cases\" tabindex=\"-1\">\n"
        let headings: [(Status, String)] = [
            (.differ, "Changed"), (.new, "New"), (.stale, "Stale"), (.same, "Unchanged"),
        ]
        var index = 0
        for (status, heading) in headings {
            let group = entries.filter { $0.status == status }
            guard !group.isEmpty else { continue }
            html +=
                "<section class=\"group\" aria-labelledby=\"g-\(status.rawValue)\"><h2 id=\"g-\(status.rawValue)\">\(heading) (\(group.count))</h2>\n"
            for entry in group {
                html += article(entry, index: index)
                index += 1
            }
            html += "</section>\n"
        }
        html += """
            </main>
            <div id="tip" role="tooltip" hidden></div>
            <noscript><p>The screens are drawn by report.js; turn on JavaScript to see them.</p></noscript>
            </body>
            </html>

            """
        return html
    }

    private func article(_ entry: Entry, index: Int) -> String {
        let name = HTMLText.escaped(entry.name)
        let subject = HTMLText.escaped(entry.subject)
        let status = entry.status.rawValue
        var html = "<article class=\"case\" id=\"\(name)\" data-case=\"\(name)\" data-status=\"\(status)\""
        html +=
            " data-theme=\"\(HTMLText.escaped(entry.theme))\" data-appearance=\"\(HTMLText.escaped(entry.appearance))\""
            + " data-text-size=\"\(HTMLText.escaped(entry.textSize))\""
        html +=
            " data-screen-theme=\"\(HTMLText.escaped(entry.screenTheme))\" data-locale=\"\(HTMLText.escaped(entry.locale))\""
        html += " data-screen=\"\(HTMLText.escaped(entry.screen))\" data-subject=\"\(subject)\""
        html += " data-lines=\"\(entry.lines)\" tabindex=\"0\" aria-labelledby=\"h\(index)\">"
        html += "<h3 id=\"h\(index)\"><a href=\"#\(name)\">\(HTMLText.escaped(entry.screen)) · \(subject)</a> "
        let size = entry.textSize == TextSize.large.name ? "" : entry.textSize
        let meta = [entry.theme, entry.appearance, size, entry.locale].filter { !$0.isEmpty }
        html += "<span class=\"meta\">\(meta.map(HTMLText.escaped).joined(separator: " · "))</span> "
        html +=
            "<span class=\"badge\" data-status=\"\(status)\">\(status)</span></h3><div class=\"body\"></div></article>\n"
        return html
    }

    /// The filters and their choices, in the page's order.
    private func filterChoices() -> [(name: String, label: String, values: [String])] {
        func values(_ key: (Entry) -> String) -> [String] {
            var seen = Set<String>()
            return entries.map(key).filter { !$0.isEmpty && seen.insert($0).inserted }
        }
        return [
            ("screen", "Screen", values(\.screen)),
            ("subject", "Scenario or store", values(\.subject).sorted()),
            ("locale", "Locale", values(\.locale)),
            ("theme", "Theme", values(\.theme)),
            ("appearance", "Appearance", values(\.appearance)),
            ("textSize", "Text size", values(\.textSize)),
            ("status", "Status", Status.allCases.map(\.rawValue)),
        ]
    }

    /// `cases.js`: each case's screens, approved text and diff, and where each key is written.
    func caseData() -> [UInt8] {
        var script: [UInt8] = []
        script.reserveCapacity(
            entries.reduce(0) { $0 + ($1.html?.count ?? 0) + ($1.approved?.utf8.count ?? 0) * 3 + 96 } + 1 << 16)
        func add(_ text: String) { script.append(contentsOf: text.utf8) }
        add("// GENERATED by storefinder review --html.\nwindow.SF_REVIEW = {\n\"width\": \(width),\n\"cases\": {\n")
        for entry in entries {
            JavaScriptLiteral.append(entry.name, to: &script)
            add(": {")
            var separator = ""
            if let html = entry.html {
                add("h: ")
                JavaScriptLiteral.append(utf8: html, to: &script)
                separator = ", "
            }
            if let approved = entry.approved {
                add(separator + "a: ")
                JavaScriptLiteral.append(approved, to: &script)
            }
            if let diff = entry.diff {
                add(", d: ")
                JavaScriptLiteral.append(diff, to: &script)
            }
            if entry.diff != nil {
                add(", o: ")
                JavaScriptLiteral.append(entry.removed, to: &script)
                add(", n: ")
                JavaScriptLiteral.append(entry.added, to: &script)
            }
            add("},\n")
        }
        add("},\n\"sources\": {\n")
        for (locale, keys) in sources.locations.sorted(by: { $0.key < $1.key }) {
            JavaScriptLiteral.append(locale, to: &script)
            add(": {")
            for (key, location) in keys.sorted(by: { $0.key < $1.key }) {
                JavaScriptLiteral.append(key, to: &script)
                add(":")
                JavaScriptLiteral.append(location, to: &script)
                add(",")
            }
            add("},\n")
        }
        add("}\n};\n")
        return script
    }
}

import Constraints
import Foundation
import TestSupport
import Testing
import Workbench
@testable import Playground

/// The JSON API, called as the page calls it: each endpoint answers what the
/// workbench call of its command computes, with where in the pasted text
/// each constraint and diagnostic is; a request that is not what it takes is
/// a JSON error with its status.
@Suite("The playground's API")
struct PlaygroundAPITests {
    static let log048 = try! String(contentsOf: ConsoleLogCorpus.folder.appendingPathComponent("048.txt"), encoding: .utf8)

    @Test("read: VFL lines are detected, and each constraint's span is its connection or predicate on its own line")
    func readVisualFormat() throws {
        let text = "H:|-[a]-[b(==a)]-|\n\nV:|-[a(44)]"
        let (status, json) = try APIClient.post("read", ["text": text])
        #expect(status == 200)
        #expect(json["notation"] as? String == "vfl" && json["detected"] as? Bool == true)
        let constraints = try #require(json["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["text"] as? String } == [
            "a.leading == superview.leading + 20", "b.leading == a.trailing + 8", "b.width == a.width",
            "superview.trailing == b.trailing + 20", "a.top == superview.top + 20", "a.height == 44",
        ])
        #expect(constraints.map { APIClient.text(of: $0["span"], in: text) } == ["-", "-", "==a", "-", "-", "44"])
        #expect(constraints.map { $0["line"] as? Int } == [1, 1, 1, 1, 3, 3])
    }

    @Test("read: a rejected format is Apple's message with the caret, its span is the offending name, and the other lines are read")
    func readRejection() throws {
        let text = "|-[a]-|\nH:|-[purpleBox]-[purpleBx(==purpleBox)]-|"
        let (status, json) = try APIClient.post("read", ["text": text, "notation": "vfl", "views": ["a", "purpleBox"]])
        #expect(status == 200)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && diagnostic["severity"] as? String == "error" && diagnostic["line"] as? Int == 2)
        let rendered = try #require(diagnostic["rendered"] as? String)
        #expect(rendered == """
            2:18: error: purpleBx is not a key in the views dictionary. Did you mean purpleBox?
              H:|-[purpleBox]-[purpleBx(==purpleBox)]-|
                               ^~~~~~~~
              expected: a key of the views dictionary
            """)
        #expect(APIClient.text(of: diagnostic["span"], in: text) == "purpleBx")
        #expect((json["constraints"] as? [Any])?.count == 2)
    }

    @Test("spans count UTF-16 code units, as the page's text area does, past characters of any width")
    func spansInUTF16() throws {
        let text = "// café 🚀 ünïcödé\nbox.snp.makeConstraints { make in make.width.equalTo(100) }\n"
        let (status, json) = try APIClient.post("read", ["text": text])
        #expect(status == 200 && json["notation"] as? String == "swift")
        let constraint = try #require((json["constraints"] as? [[String: Any]])?.first)
        let span = try #require(APIClient.text(of: constraint["span"], in: text))
        #expect(span.hasPrefix("make.width") || span.hasPrefix("box.snp"), "\(span)")
        let formats = "|-[a]-|\n# ünïcödé 🚀\nV:|-[a]-|"
        let read = try APIClient.post("read", ["text": formats, "notation": "vfl"])
        let diagnostic = try #require((read.json["diagnostics"] as? [[String: Any]])?.first)
        #expect(APIClient.text(of: diagnostic["span"], in: formats)?.isEmpty == false)
        let last = try #require((read.json["constraints"] as? [[String: Any]])?.last)
        #expect(APIClient.text(of: last["span"], in: formats) == "-" && last["line"] as? Int == 3)
        #expect((last["span"] as? [String: Int])?["start"] == formats.utf16.count - 2)
    }

    @Test("layout: the picture, text and JSON are the reporters' of the screen the workbench lays out")
    func layout() throws {
        let text = "H:|-[a]-[b(==a)]-|\nV:|-[a(44)]\nV:|-[b(44)]"
        let (status, json) = try APIClient.post("layout", ["text": text, "size": ["width": 320, "height": 480]])
        #expect(status == 200)
        let screen = try Screen.read(
            .lines(text.split(separator: "\n").enumerated().map { FormatSource(bytes: Array($1.utf8), line: $0 + 1) }), as: .vfl,
            options: ReadingOptions(readsIncludedFiles: false))
        let report = try screen.layout(size: LayoutSize(width: 320, height: 480))
        #expect(json["svg"] as? String == SVGReporter().layout(report))
        #expect(json["text"] as? String == "a: 20 20 136 44\nb: 164 20 136 44\n")
        #expect(json["report"] as? String == JSONReporter().layout(report))
    }

    @Test("layout: controls reach the workbench: metrics, options, spacing, intrinsic sizes")
    func layoutControls() throws {
        let text = "|-gap-[a][b]-|\nV:|[a]|\nV:|[b]|"
        let body: [String: Any] = [
            "text": text, "size": ["width": 300, "height": 100], "metrics": ["gap": 30], "spacing": "margins",
            "intrinsic": ["a": ["width": 50, "height": -1], "b": ["width": 60, "height": -1]], "options": ["alignAllTop"],
        ]
        let (status, json) = try APIClient.post("layout", body)
        #expect(status == 200)
        let report = try #require(json["text"] as? String)
        #expect(report.hasPrefix("a: 30 0 "))
        #expect(report.contains("ambiguous: a: width"))
    }

    @Test("layout: the layout direction trait puts leading on the right, for a scene's views too")
    func layoutDirection() throws {
        let rtl = try APIClient.post("layout", ["text": "|-[a(50)]", "size": ["width": 300, "height": 100], "direction": "rtl"])
        #expect((rtl.json["text"] as? String)?.hasPrefix("a: 230 0 50 0") == true)
        let scene = try APIClient.post("layout", ["text": "container 300x100\nvfl |-[a(50)]\nvfl V:|[a(10)]\n", "direction": "rtl"])
        #expect((scene.json["text"] as? String)?.hasPrefix("a: 230 0 50 10") == true)
        let log = try APIClient.post("layout", ["text": "<NSLayoutConstraint:0x1 a.width == 20   (active)>", "direction": "rtl"])
        #expect(log.status == 422)
        #expect(try APIClient.post("layout", ["text": "|[a]|", "direction": "up"]).status == 400)
    }

    @Test("an Interface Builder document is detected and laid out at its device's size, for the size classes asked for")
    func interfaceBuilder() throws {
        let text = try String(contentsOf: Corpus.fixtures.appendingPathComponent("InterfaceBuilder/Variations.storyboard"), encoding: .utf8)
        #expect(try APIClient.post("detect", ["text": text]).json["notation"] as? String == "ib")
        let compact = try APIClient.post("layout", ["text": text])
        #expect(compact.status == 200 && (compact.json["text"] as? String)?.contains("imageView: 137.5 40 100 50") == true)
        let notes = try #require(compact.json["diagnostics"] as? [[String: Any]])
        let wide = try #require(notes.first { ($0["message"] as? String) == "constraint wide is not installed for wC hR" })
        #expect(APIClient.text(of: wide["span"], in: text) == "<constraint")
        let regular = try APIClient.post("layout", ["text": text, "traits": "wR hR"])
        #expect((regular.json["text"] as? String)?.contains("imageView: 87.5 40 200 50") == true)
    }

    @Test("layout: rejected input is its diagnostics and no picture; what cannot be laid out is a 422 that says why")
    func layoutRejected() throws {
        let rejected = try APIClient.post("layout", ["text": "|-[a(]-|", "size": ["width": 100, "height": 100]])
        #expect(rejected.status == 200 && rejected.json["svg"] is NSNull)
        #expect((rejected.json["diagnostics"] as? [[String: Any]])?.first?["severity"] as? String == "error")
        let canonical = try APIClient.post("layout", ["text": "a.width == 10", "notation": "canonical"])
        #expect(canonical.status == 422)
        #expect((canonical.json["error"] as? [String: Any])?["message"] as? String == "canonical text names no container to lay out in: write a scene file")
        let noSize = try APIClient.post("layout", ["text": "|-[a]-|"])
        #expect(noSize.status == 422)
    }

    @Test("a pasted scene reads no file: its include is an error at its line, whatever the path")
    func sceneReadsNoFile() throws {
        let text = "container 320x100\nview a\nvfl |-[a]-|\ninclude /etc/hostname\n"
        let (status, json) = try APIClient.post("layout", ["text": text])
        #expect(status == 200 && json["svg"] is NSNull)
        let diagnostic = try #require((json["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] as? Int == 4)
        #expect((diagnostic["message"] as? String)?.hasPrefix("cannot include /etc/hostname: only the text given is read here") == true)
    }

    @Test("explain: a real log's conflict and its checked fix, as explain prints them")
    func explain() throws {
        let (status, json) = try APIClient.post("explain", ["text": Self.log048])
        #expect(status == 200 && json["found"] as? Bool == true)
        let report = ExplainReport(explaining: [SourceFile(name: SourceFile.standardInputName, text: Self.log048)])
        #expect(json["text"] as? String == TextReporter().explanation(report))
        #expect(json["svg"] as? String == SVGReporter().explanation(report))
        #expect((json["text"] as? String)?.contains("Fix: Lower line 7, `UIButton:0x103d21b60.width == 24`, to priority 999:") == true)
        let read = try APIClient.post("read", ["text": Self.log048])
        #expect(read.json["notation"] as? String == "log")
        let first = try #require((read.json["constraints"] as? [[String: Any]])?.first)
        #expect(APIClient.text(of: first["span"], in: Self.log048)?.contains("UIButton:0x103d21b60.width == 24") == true)
    }

    @Test("convert: every target is what ConversionTarget writes", arguments: ConversionTarget.allCases)
    func convert(target: ConversionTarget) throws {
        let text = "H:|-[a]-[b(==a)]-|\nV:|-[a(44)]-(>=8)-|"
        let (status, json) = try APIClient.post("convert", ["text": text, "to": target.rawValue])
        #expect(status == 200 && json["to"] as? String == target.rawValue)
        let document = try ConstraintDocument.read(
            .lines(text.split(separator: "\n").enumerated().map { FormatSource(bytes: Array($1.utf8), line: $0 + 1) }), as: .vfl,
            options: ReadingOptions())
        #expect(json["text"] as? String == target.write(document, standardSpacing: .appKit).text)
    }

    @Test("convert: a log's items are renamed for source code, and the notes say so")
    func convertLog() throws {
        let (_, json) = try APIClient.post("convert", ["text": Self.log048, "to": "snapkit"])
        #expect((json["notes"] as? [String])?.contains("UIButton:0x103d21b60 is written as uiButton_103d21b60") == true)
    }

    @Test("check: Swift's broken VFL literal and unsatisfiable anchors, placed in the text")
    func check() throws {
        let text = """
            final class LoginView: UIView {
                let email = UITextField()
                func build() {
                    addSubview(email)
                    let views = ["email": email]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[emial]", options: [], metrics: nil, views: views))
                    email.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    email.heightAnchor.constraint(equalToConstant: 48).isActive = true
                }
            }
            """
        let (status, json) = try APIClient.post("check", ["text": text])
        #expect(status == 200 && json["hasErrors"] as? Bool == true)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]]).filter { $0["severity"] as? String == "error" }
        #expect(diagnostics.count == 2)
        #expect(diagnostics.compactMap { APIClient.text(of: $0["span"], in: text) }.first == "emial")
    }

    @Test("a request that is not what an endpoint takes is a JSON error with its status", arguments: [
        ("read", "not json", 400, "the request is not the JSON the playground expects: it is not JSON"),
        ("read", "{}", 400, "the request is not the JSON the playground expects: 'text' is missing"),
        ("read", #"{"text": 12}"#, 400, "the request is not the JSON the playground expects: 'text': Expected to decode String but found number instead."),
        ("read", #"{"text": "", "notation": "cobol"}"#, 400, "unknown notation 'cobol'; known: auto, vfl, canonical, scene, swift, masonry, log, ib"),
        ("convert", #"{"text": "", "to": "rust"}"#, 400, "unknown target 'rust'; known: canonical, json, vfl, snapkit, anchors, masonry"),
        ("read", #"{"text": "", "options": ["alignAllTopp"]}"#, 400, "unknown option 'alignAllTopp'; did you mean 'alignAllTop'?"),
        ("layout", #"{"text": "|[a]|", "size": {"width": -1, "height": 5}}"#, 400, "the container's size must be from 0 to 1000000 points"),
        ("read", #"{"text": "", "spacing": "ios"}"#, 400, "unknown spacing 'ios'; known: appkit, margins"),
        ("launch", #"{"text": ""}"#, 404, "no endpoint 'launch'; known: check, convert, detect, explain, layout, read"),
        ("read", #"{"text": "scene", "notation": "scene"}"#, 422, "a scene file is laid out, not converted: use 'vfl-tool layout'"),
    ])
    func badRequests(endpoint: String, body: String, status: Int, message: String) throws {
        let answer = try APIClient.post(endpoint, raw: Data(body.utf8))
        #expect(answer.status == status)
        let error = try #require(answer.json["error"] as? [String: Any])
        #expect(error["status"] as? Int == status && error["message"] as? String == message)
    }

    @Test("detect: the notation of pasted text, as Notation.detected(in:) says")
    func detect() throws {
        #expect(try APIClient.post("detect", ["text": Self.log048]).json["notation"] as? String == "log")
        #expect(try APIClient.post("detect", ["text": "a.width == 10"]).json["notation"] as? String == "canonical")
    }
}

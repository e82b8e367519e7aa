import Foundation
import TestSupport
import Testing
import Workbench

/// `Notation.detected(in:)`: what the playground reads pasted text as, when
/// there is no file name to tell, checked on the repository's real inputs.
@Suite("Detecting the notation of pasted text")
struct NotationDetectionTests {
    @Test("every real console log of the fixtures is a log")
    func logs() {
        for log in ConsoleLogCorpus.logs() {
            #expect(Notation.detected(in: log.text) == .log, "\(log.name)")
        }
    }

    @Test("every Masonry fixture is Objective-C")
    func masonry() {
        for file in Corpus.masonryFiles() {
            #expect(Notation.detected(in: file.text) == .masonry, "\(file.name)")
        }
    }

    @Test("every example scene is a scene")
    func scenes() throws {
        let folder = Corpus.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Scenes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scene") }
        #expect(names.count >= 5)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(Notation.detected(in: text) == .scene, "\(name)")
        }
    }

    @Test("every Interface Builder fixture is an Interface Builder document")
    func interfaceBuilder() throws {
        let folder = Corpus.fixtures.appendingPathComponent("InterfaceBuilder")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        #expect(names.count >= 5)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(Notation.detected(in: text) == .interfaceBuilder, "\(name)")
        }
    }

    @Test("every format Apple accepts is VFL, alone or as lines")
    func visualFormat() {
        let formats = Corpus.acceptedVisualFormatCases().map(\.format).filter { !$0.contains("\n") }
        #expect(formats.count > 50)
        for format in formats {
            #expect(Notation.detected(in: format) == .vfl, "\(format)")
        }
        #expect(Notation.detected(in: "H:|-[a]-[b(==a)]-|\nV:|-[a(44)]\n") == .vfl)
    }

    @Test("Swift in each style is Swift", arguments: [
        ConversionTests.card,
        "box.snp.makeConstraints { $0.edges.equalToSuperview() }",
        "box.widthAnchor.constraint(equalToConstant: 44).isActive = true",
        "NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .bottom, multiplier: 1, constant: 8)",
    ])
    func swift(text: String) {
        #expect(Notation.detected(in: text) == .swift)
    }

    @Test("canonical text is canonical, and a line of a log is a log", arguments: [
        ("a.leading == superview.leading + 20\nb.width == a.width * 0.5 @750", Notation.canonical),
        ("box.height >= 44", .canonical),
        ("UILabel:0x7f8b1c40.width == 20", .log),
        ("<NSLayoutConstraint:0x2826aec10 UIButton:0x103d21b60.width == 24 (active)>", .log),
    ])
    func canonical(text: String, notation: Notation) {
        #expect(Notation.detected(in: text) == notation)
    }

    @Test("empty text and blanks are VFL, the playground's first notation")
    func empty() {
        #expect(Notation.detected(in: "") == .vfl)
        #expect(Notation.detected(in: "  \n\n") == .vfl)
    }
}

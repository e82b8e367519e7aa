import Constraints
import Foundation
@testable import InterfaceBuilder
import Testing

/// An Interface Builder document is untrusted input: a DTD (where entities
/// live) is refused before parsing, so neither external entities nor
/// expanding ones are ever read; nesting is bounded; malformed XML is an
/// error at its line.
@Suite("Interface Builder: XML is untrusted")
struct XMLSafetyTests {
    @Test("a billion-laughs document is refused before any entity expands, with an error at its DTD")
    func billionLaughs() {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1 ... 9 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n<document type=\"x\">&lol9;</document>\n"
        let document = IBFixture.read(text)
        #expect(document.scenes.isEmpty)
        #expect(document.diagnostics.map(\.description) == [
            "Test.xib:2:1: error: the document declares a DTD (<!DOCTYPE>), which Interface Builder never writes; entities are not read, so the file is refused",
        ])
        #expect(document.diagnostics.first?.id == "ib.xml.document-type")
    }

    @Test("an external entity pointing at a local file is refused, and the file is never read")
    func externalEntity() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="&secret;"><rect key="frame" x="0" y="0" width="1" height="1"/></view></objects></document>
            """
        let document = IBFixture.read(text)
        #expect(document.scenes.isEmpty)
        #expect(document.diagnostics.map(\.id) == ["ib.xml.document-type"])
        #expect(!document.diagnostics.contains { $0.description.contains("root:") })
    }

    @Test("a DOCTYPE mentioned in a comment before the root is not mistaken for one; nesting beyond the limit is refused")
    func commentsAndDepth() {
        let commented = IBFixture.read("<?xml version=\"1.0\"?>\n<!-- <!DOCTYPE x> is not written by Xcode -->\n<document type=\"t\"/>")
        #expect(commented.diagnostics.map(\.id) == [])
        let deep = String(repeating: "<a>", count: IBXMLReader.maximumDepth + 1) + String(repeating: "</a>", count: IBXMLReader.maximumDepth + 1)
        let document = IBFixture.read("<document>" + deep + "</document>")
        #expect(document.diagnostics.map(\.id) == ["ib.xml.too-deep"])
    }

    @Test("processing instructions other than the XML declaration are skipped (Foundation's parser crashes on one without data)")
    func processingInstructions() {
        let text = "<?xml version=\"1.0\"?>\n<?xm?><?target data?>\n<document type=\"t\"><objects/></document>"
        #expect(IBFixture.read(text).diagnostics.map(\.id) == [])
        #expect(IBFixture.read("<?xm?>\n<document type=\"t\"/>").diagnostics.map(\.id) == [])
        #expect(IBXMLReader.withoutProcessingInstructions(Array("<a><?p?>\n</a>".utf8)) == Array("<a>     \n</a>".utf8))
    }

    @Test("a declaration left open ends at the next tag, so an instruction after it is still blanked (found by fuzz-ib)")
    func openDeclaration() {
        let open = "<?xml version=\"1.0\" a=\"b\""
        let text = open + "\n<!-- a -->\n<document type=\"t\"><?xm?><objects/></document>"
        let blanked = String(repeating: " ", count: open.utf8.count) + "\n<!-- a -->\n<document type=\"t\">      <objects/></document>"
        #expect(IBXMLReader.withoutProcessingInstructions(Array(text.utf8)) == Array(blanked.utf8))
        #expect(IBFixture.read(text).diagnostics.map(\.id) == [])
    }

    @Test("malformed XML, an empty file, another root and a pre-Xcode 5 archive are errors that say what they are")
    func notDocuments() {
        #expect(IBFixture.read("<document><view></document>").diagnostics.map(\.description) == [
            "Test.xib:1:28: error: not an Interface Builder document: a tag is not closed, or closed by another tag",
        ])
        #expect(IBFixture.read("").diagnostics.map(\.id) == ["ib.xml.empty"])
        #expect(IBFixture.read("<plist version=\"1.0\"/>").diagnostics.map(\.description) == [
            "Test.xib:1:1: error: the root element is <plist>, not an Interface Builder <document>",
        ])
        #expect(IBFixture.read("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>").diagnostics.map(\.id) == [
            "ib.document.archive-format",
        ])
    }
}

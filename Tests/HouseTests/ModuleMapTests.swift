import Foundation
import Testing

/// DESIGN.md's module table is the house's map: every module in `Sources/`
/// has a row, and every module imports only what its row allows.
@Suite("The module map in DESIGN.md")
struct ModuleMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each row of DESIGN.md's module table: the module and the modules it may import.
    static func allowedImports() throws -> [String: Set<String>] {
        let design = try String(contentsOf: root.appendingPathComponent("DESIGN.md"), encoding: .utf8)
        var rows: [String: Set<String>] = [:]
        for line in design.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let module = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let allowed = cells[3].components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[module] = allowed.contains("every module above")
                ? Set(rows.keys).union(allowed.filter { $0 != "every module above" })
                : Set(allowed.filter { $0 != "nothing" })
        }
        return rows
    }

    /// The modules each module's sources import, by module folder.
    static func imports() throws -> [String: Set<String>] {
        let sources = root.appendingPathComponent("Sources")
        var result: [String: Set<String>] = [:]
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            var imported: Set<String> = []
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    // `import X`, or with one attribute before it: `@testable import X`, `@_spi(Readers) import X`.
                    let words = line.split(separator: " ")
                    if words.count == 2, words[0] == "import" { imported.insert(String(words[1])) }
                    if words.count == 3, words[0].hasPrefix("@"), words[1] == "import" { imported.insert(String(words[2])) }
                }
            }
            result[module] = imported
        }
        return result
    }

    @Test("every module in Sources has a row, and no row names a module that is not there")
    func everyModuleHasARow() throws {
        let rows = try Self.allowedImports(), modules = try Self.imports()
        #expect(Set(rows.keys) == Set(modules.keys))
    }

    @Test("every module imports only what its row allows", arguments: try Self.imports().keys.sorted())
    func importsAllowed(module: String) throws {
        let allowed = try #require(try Self.allowedImports()[module])
        let imported = try #require(try Self.imports()[module])
        #expect(imported.subtracting(allowed).isEmpty, "\(module) imports \(imported.subtracting(allowed).sorted()) beyond DESIGN.md")
    }
}

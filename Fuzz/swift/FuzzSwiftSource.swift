import Constraints
import FuzzSupport
import SourceModel
import SwiftSource

/// The Swift-source reader on any bytes (the text a Swift file), `vfl-tool
/// check`'s `SourceCheck` on what it read, and the three Swift writers
/// on its constraints (renamed to identifiers, as `vfl-tool convert` does),
/// their output read back and checked in turn. Beyond not crashing or
/// hanging (libFuzzer's -timeout):
///
/// - every diagnostic, and the place of every constraint read, lies in the
///   text (for what was read back: in the written text), its lines counted
///   as Swift counts them, and renders.
///
/// Constraints are deactivated at the end, so that LeakSanitizer reports
/// only what the reader, checker and writers leak.
enum SwiftSourceHarness: FuzzHarness {
    static let reader = SwiftSourceReader()

    static func run(_ bytes: [UInt8]) {
        let original = read(String(decoding: bytes, as: UTF8.self), file: "Fuzz.swift")
        let renaming = SwiftIdentifierRenaming(original.constraints.map(\.constraint))
        for written in [
            SnapKitWriter().write(renaming.constraints), AnchorWriter().write(renaming.constraints),
            VisualFormatSwiftWriter().write(renaming.constraints),
        ] {
            _ = read(written, file: "Written.swift")
        }
        withExtendedLifetime(renaming) {}
    }

    /// Reads and checks `text`; returns what was read, its constraints deactivated.
    static func read(_ text: String, file: String) -> SourceReading {
        let input = FuzzText(text, carriageReturnsEndLines: true)
        let reading = reader.read(text, file: file)
        input.check(reading.diagnostics)
        for source in reading.constraints { input.check(source.location, source.constraint.description) }
        input.check(SourceCheck.errors(in: reading))
        LayoutConstraint.deactivate(reading.constraints.map(\.constraint))
        return reading
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { SwiftSourceHarness.testOneInput(data, size) }

#if !FUZZING
@main extension SwiftSourceHarness {}
#endif

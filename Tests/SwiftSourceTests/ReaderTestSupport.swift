import Constraints
import SourceModel
import SwiftSource

/// Reads a snippet as the file `View.swift`.
func read(_ source: String, metrics: [String: Double] = [:]) -> SourceReading {
    SwiftSourceReader(metrics: metrics).read(source, file: "View.swift")
}

import ConsoleLog
import Constraints
import Foundation
import MasonrySource
import Scenes
import SourceModel
import SwiftSource

/// The files a scene includes (SceneFormat.md, `include`), read with the
/// reader the notation table names for each, their constraints added to the scene.
enum SceneIncludes {
    /// Reads every file `file` includes (a path relative to the folder of
    /// `input`, or the current folder for standard input) and adds its
    /// constraints; a file that cannot be read or is of no notation that has
    /// constraints to include is an error of the scene at its `include` line.
    /// Unless `readingFiles`, no file is read and every `include` is an error.
    static func resolve(in file: inout SceneFile, from input: SourceFile, readingFiles: Bool) {
        let folder = input.isStandardInput ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            : URL(fileURLWithPath: input.name).deletingLastPathComponent()
        for include in file.includes {
            guard readingFiles else {
                file.report(Diagnostic(SceneDiagnostic.includeNotRead(path: include.path), at: include.range))
                continue
            }
            let url = include.path.hasPrefix("/") ? URL(fileURLWithPath: include.path) : folder.appendingPathComponent(include.path)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                file.report(Diagnostic(SceneDiagnostic.unreadableInclude(path: include.path), at: include.range))
                continue
            }
            let text = String(decoding: data, as: UTF8.self), name = url.path
            switch Notation(fileName: name) {
            case .swift?, .masonry?:
                let reading = Notation(fileName: name) == .swift
                    ? SwiftSourceReader(metrics: file.metrics).read(text, file: name)
                    : MasonryReader(metrics: file.metrics).read(text, file: name)
                reading.diagnostics.filter { $0.severity == .error }.forEach { file.report($0) }
                file.include(reading.constraints.map(\.constraint), from: include.range, containerNames: ["self", "view"])
            case .log?:
                let log = ConsoleLog(reading: text, file: name)
                log.diagnostics.filter { $0.severity == .error }.forEach { file.report($0) }
                file.include(log.modelConstraints, from: include.range)
            case .interfaceBuilder?:
                guard let reading = try? InterfaceBuilderReading(SourceFile(name: name, text: text), options: ReadingOptions()) else {
                    file.report(Diagnostic(SceneDiagnostic.unreadableInterfaceBuilderInclude(path: include.path), at: include.range))
                    continue
                }
                reading.diagnostics.map(\.diagnostic).filter { $0.severity == .error }.forEach { file.report($0) }
                for layout in reading.layouts {
                    file.include(layout.constraints.map(\.constraint), from: include.range, containerNames: [layout.root.name])
                }
            case .vfl?, .canonical?, .scene?, nil:
                let endings = Notation.endings(of: [.swift, .masonry, .log, .interfaceBuilder])
                file.report(Diagnostic(SceneDiagnostic.unsupportedInclude(path: include.path, endings: endings), at: include.range))
            }
        }
    }
}

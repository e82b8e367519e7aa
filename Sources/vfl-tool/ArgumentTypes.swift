import ArgumentParser
import Constraints
import Foundation
import VFL

/// `--metric NAME=VALUE`: a name and a finite number.
struct MetricArgument: ExpressibleByArgument {
    let name: String
    let value: Double

    init?(argument: String) {
        guard let (name, text) = Assignment.split(argument), let value = Double(text), value.isFinite else { return nil }
        self.name = name
        self.value = value
    }
}

/// `--option NAME`: one of Apple's format options, by its name with or
/// without the `NSLayoutFormat` prefix. An unknown name is kept, so that
/// validation can suggest the nearest known one.
struct FormatOptionArgument: ExpressibleByArgument {
    let name: String
    /// The option, or `nil` for an unknown name.
    let option: LayoutFormatOptions?

    init?(argument: String) {
        name = argument
        option = LayoutFormatOptions(name: argument)
    }
}

/// `WIDTHxHEIGHT`, two finite numbers: `--size` and the size of `--intrinsic`.
struct SizeArgument: ExpressibleByArgument {
    let size: LayoutSize

    init?(argument: String) {
        let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite
        else { return nil }
        size = LayoutSize(width: width, height: height)
    }
}

/// `--intrinsic NAME=WIDTHxHEIGHT`: a view's intrinsic content size; each
/// axis is a size of at least 0, or -1 for none (UIKit's `noIntrinsicMetric`).
struct IntrinsicSizeArgument: ExpressibleByArgument {
    let name: String
    let size: LayoutSize

    init?(argument: String) {
        guard let (name, text) = Assignment.split(argument), let size = SizeArgument(argument: text),
              [size.size.width, size.size.height].allSatisfy({ $0 >= 0 || $0 == LayoutView.noIntrinsicMetric })
        else { return nil }
        self.name = name
        self.size = size.size
    }
}

/// `NAME=VALUE` arguments.
enum Assignment {
    /// The name and the value text of `NAME=VALUE`; `nil` without `=` or with an empty name.
    static func split(_ argument: String) -> (String, String)? {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        return (parts[0], parts[1])
    }
}

/// `--views NAME,NAME,…`: names separated by commas, blanks around them dropped.
enum NameList {
    static func split(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

import ConsoleLog
import Constraints
import FuzzSupport
import Reports

/// The console-log reader on any bytes (the text a paste), with the analysis
/// of every log it finds and the explain report in all four renderings.
/// Beyond not crashing or hanging (libFuzzer's -timeout):
///
/// - every diagnostic, and every constraint's place, lies in the text, and
///   each log's lines are lines of the text;
/// - the analyses refer only to constraints of their log;
/// - the JSON report encodes (it falls back to an empty document only when
///   encoding fails, which a log that has sections must never do);
/// - nothing readable is lost: a well-formed description on a line of its
///   own before and after the text is read, as what it says, and the text
///   between them still gives as many constraints as it gave alone.
enum LogHarness: FuzzHarness {
    /// A well-formed description on a line of its own, its constraint's address, and what it reads as.
    struct Probe {
        let line: String
        let address: String
        let reads: String
    }

    /// Descriptions of each kind the reader knows, with addresses no other
    /// probe shares; the two around an input are chosen by its length.
    static let probes = [
        Probe(line: "<NSLayoutConstraint:0xf0221 UILabel:0xf0222.leading == UIView:0xf0223.leading + 20   (active)>",
              address: "0xf0221", reads: "UILabel:0xf0222.leading == UIView:0xf0223.leading + 20"),
        Probe(line: "<NSLayoutConstraint:0xf0224 H:[UIButton:0xf0225(44)]   (active)>",
              address: "0xf0224", reads: "UIButton:0xf0225.width == 44"),
        Probe(line: "<NSLayoutConstraint:0xf0226 V:|-(8)-[UILabel:0xf0227'Fuzz']   (active, names: '|':UIView:0xf0228 )>",
              address: "0xf0226", reads: "UILabel:0xf0227.top == UIView:0xf0228.top + 8"),
        Probe(line: "<SnapKit.LayoutConstraint:0xf0229@Fuzz.swift#3 UIView:0xf022a.height == 30.0>",
              address: "0xf0229", reads: "UIView:0xf022a.height == 30"),
        Probe(line: "    \"<NSLayoutConstraint:0xf022b UIView:0xf022c.width == 0.5*UIView:0xf022d.width - 3>\",",
              address: "0xf022b", reads: "UIView:0xf022c.width == UIView:0xf022d.width * 0.5 - 3"),
        Probe(line: "<NSLayoutConstraint:0xf022e 'fuzz-probe' UIView:0xf022f.bottom <= UIView:0xf0230.bottom NSSpace(8) priority:750   (active)>",
              address: "0xf022e", reads: "UIView:0xf022f.bottom <= UIView:0xf0230.bottom + 8 @750"),
    ]

    static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let input = FuzzText(text)
        let log = ConsoleLog(reading: text, file: "fuzz.log")
        input.check(log.diagnostics)
        for constraint in log.constraints { input.check(constraint.range, "line \(constraint.line): \(constraint.text)") }
        for section in log.sections {
            fuzzCheck(
                section.lines.lowerBound >= 1 && section.lines.upperBound <= input.lineCount,
                "log lines \(section.lines) of \(input.lineCount)")
        }

        let report = ExplainReport([log])
        for analysis in report.files[0].analyses {
            let members = Set(log.sections[analysis.section].constraintIndices)
            fuzzCheck(
                (analysis.conflict + analysis.uninvolved + analysis.furtherConflicts.joined()).allSatisfy(members.contains),
                "log \(analysis.section + 1): its analysis names constraints of another log")
        }
        _ = TextReporter().explanation(report)
        _ = SVGReporter().explanation(report)
        _ = HTMLReporter().explanation(report)
        fuzzCheck(log.sections.isEmpty || JSONReporter().explanation(report) != "{\"logs\":[]}\n", "the JSON report did not encode")

        checkProbes(around: input, readAlone: log)
    }

    /// Reads `text` between two probes: each is read as what it says, and the
    /// text's own constraints are all still read. Skipped when the text
    /// mentions a probe's address (it would be one object with the text's).
    static func checkProbes(around input: FuzzText, readAlone log: ConsoleLog) {
        let text = input.text
        let before = probes[text.utf8.count % probes.count], after = probes[(text.utf8.count + 1) % probes.count]
        let lowercased = text.lowercased()
        guard !lowercased.contains("0xf02") else { return }
        let lastLine = input.lineCount + 2
        let combined = ConsoleLog(reading: before.line + "\n" + text + "\n" + after.line)
        for (probe, line) in [(before, 1), (after, lastLine)] {
            let read = combined.constraints.first { $0.address == probe.address }
            fuzzCheck(read != nil, "the description on line \(line) is not read: \(probe.line)")
            fuzzCheck(read?.line == line, "the description on line \(line) is read on line \(read?.line ?? 0)")
            fuzzCheck(read?.constraint.description == probe.reads, "line \(line) reads as \(read?.constraint.description ?? "")")
        }
        fuzzCheck(
            combined.constraints.count == log.constraints.count + 2,
            "between two descriptions the text gives \(combined.constraints.count - 2) constraints, alone \(log.constraints.count)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt { LogHarness.testOneInput(data, size) }

#if !FUZZING
@main extension LogHarness {}
#endif

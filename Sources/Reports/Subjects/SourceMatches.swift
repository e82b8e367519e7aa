/// Where the constraints of explained console logs were written (`explain
/// --source`): for each constraint of a conflict, the places in the
/// project's source that could have made it, best first, with the evidence
/// for each; and for each checked fix, the patch that makes it in the source.
public struct SourceMatches {
    /// A place in the source that could have made a logged constraint.
    public struct Candidate: Equatable {
        public let file: String
        public let line: Int
        public let column: Int
        /// The notation it is written in (`snapkit`, `anchor`, `masonry`…), as `convert --to json` names it.
        public let notation: String
        /// The constraint it makes, in canonical text with the source's names.
        public let text: String
        /// How well it matches: the sum of the evidence's weights.
        public let score: Double
        /// How sure the ranking is that this is the place, from 0 to 1: its
        /// score's share of the scores of every candidate considered.
        public let confidence: Double
        /// Each fact that counted, for or against (`class UILabel is titleLabel's (let titleLabel = UILabel())`).
        public let evidence: [String]

        public init(
            file: String, line: Int, column: Int, notation: String, text: String, score: Double, confidence: Double, evidence: [String]
        ) {
            self.file = file
            self.line = line
            self.column = column
            self.notation = notation
            self.text = text
            self.score = score
            self.confidence = confidence
            self.evidence = evidence
        }

        /// `file:line:column`, which editors make clickable.
        public var place: String { "\(file):\(line):\(column)" }
    }

    /// A fix written into the source.
    public struct Patch: Equatable {
        /// The file the patch changes.
        public let file: String
        /// What it does, in a sentence.
        public let summary: String
        /// A unified diff of the change.
        public let diff: String
        /// The file's text with the patch made, for `--apply`.
        public let patchedText: String
        /// The file's text as read, which `--apply` expects to find unchanged.
        public let originalText: String
        /// How the patch was checked: the patched file read again makes what the fix asks for.
        public let check: String
        /// Whether the check passed.
        public let isChecked: Bool

        public init(file: String, summary: String, diff: String, patchedText: String, originalText: String, check: String, isChecked: Bool) {
            self.file = file
            self.summary = summary
            self.diff = diff
            self.patchedText = patchedText
            self.originalText = originalText
            self.check = check
            self.isChecked = isChecked
        }
    }

    /// The source files read and the constraints they make, for the report's heading.
    public let filesRead: Int
    public let constraintsRead: Int
    /// For each explained file, by index of a logged constraint: its candidates, best first (at most three).
    public let candidates: [[Int: [Candidate]]]
    /// For each explained file, by section: the fix's patch, or why there is none.
    public let patches: [[Int: Result<Patch, UnpatchedReason>]]

    /// Why a fix has no patch.
    public struct UnpatchedReason: Error, Equatable {
        public let reason: String

        public init(_ reason: String) {
            self.reason = reason
        }
    }

    /// What the reporters show of one log: its constraints' candidates and its fix's patch.
    public struct Section {
        /// By index of a logged constraint: its candidates, best first.
        public let candidates: [Int: [Candidate]]
        /// The fix's patch, or why there is none; `nil` when the log has no checked fix.
        public let patch: Result<Patch, UnpatchedReason>?
    }

    /// Section `section` of explained file `file`.
    public func section(_ section: Int, ofFile file: Int) -> Section {
        Section(candidates: candidates[file], patch: patches[file][section])
    }

    /// The patches `--apply` writes: each checked one, the first for each file (a second patch of a
    /// file was made against the text before the first, so it waits for another run).
    public var patchesToApply: [Patch] {
        var files: Set<String> = []
        return patches.flatMap { bySection in bySection.keys.sorted().compactMap { try? bySection[$0]?.get() } }
            .filter { $0.isChecked && files.insert($0.file).inserted }
    }

    public init(
        filesRead: Int, constraintsRead: Int, candidates: [[Int: [Candidate]]], patches: [[Int: Result<Patch, UnpatchedReason>]]
    ) {
        self.filesRead = filesRead
        self.constraintsRead = constraintsRead
        self.candidates = candidates
        self.patches = patches
    }
}

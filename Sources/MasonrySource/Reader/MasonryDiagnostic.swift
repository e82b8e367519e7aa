import Constraints

/// What the reader of Objective-C (Masonry, and Auto Layout without it)
/// says about code it reads or cannot follow: one case per situation, its id in the `masonry` family. What is
/// skipped is a warning (the rest of the file is still read); what Masonry
/// asserts on and what UIKit would refuse are errors.
public enum MasonryDiagnostic: DiagnosticMessage, Hashable, Sendable {
    // MARK: masonry.skipped: code the reader cannot parse or follow

    /// A `/*` comment that is never closed: the rest of the file is inside it.
    case unclosedComment
    /// A string or character literal not closed on its line.
    case unclosedLiteral
    /// A `{` body not closed before the end of the file.
    case unclosedBody
    /// A later branch of an `#if`, which the reader does not read; it mentions Masonry.
    case unreadBranch
    /// An expression in a block that mentions the maker but is not a chain starting at it.
    case unfollowedChain(expression: String)
    /// A statement in a block that the reader cannot parse.
    case unparsableStatement
    /// `activateConstraints:`, `addConstraints:` or `.active = YES` given `expression`, whose constraints the reader cannot see.
    case unseenConstraints(expression: String)
    /// An anchor constraint whose anchor is `expression`, which the reader cannot follow.
    case unknownAnchor(expression: String)
    /// `constraintWithItem:…` whose attribute or relation is computed at run time.
    case runtimeAttribute
    /// `constraintsWithVisualFormat:…` given a format that is not a string literal.
    case formatNotLiteral
    /// `constraintsWithVisualFormat:…` given a views dictionary the reader cannot see.
    case unseenViewsDictionary
    /// `constraintsWithVisualFormat:…` given a metrics dictionary the reader cannot see.
    case unseenMetricsDictionary
    /// `constraintsWithVisualFormat:…` given options computed at run time.
    case runtimeOptions
    /// A value of a VFL views dictionary (`expression`) that is not a view.
    case notAView(expression: String)
    /// `active` set to something other than `YES` or `NO`.
    case runtimeActivation
    /// `priority` set to `expression`, which is not a priority the reader knows.
    case unknownAssignedPriority(expression: String)
    /// A statement outside a block that the reader cannot parse and that mentions Masonry.
    case unparsableMasonryStatement
    /// A loop over something other than an array literal, in a body that makes Masonry constraints.
    case loopOverUnknownCollection
    /// A chain whose first link after the maker is not an attribute Masonry has.
    case unknownAttribute(name: String)
    /// A link after the attributes that is not a modifier the reader knows; the chain is read without it.
    case unknownModifier(name: String)
    /// `make.attributes(mask)` with a mask the reader cannot read.
    case unreadableMask
    /// A call (`name`) in a chain that has no attribute before it.
    case noAttribute(before: String)
    /// A margin attribute (`name`) in a file for macOS, where Masonry does not have it.
    case iOSOnlyAttribute(name: String)
    /// `insets`, `sizeOffset` or `centerOffset` (`modifier`) given a value the reader cannot see; the chain is read without it.
    case unseenValue(value: String, modifier: String)
    /// `priority(value)` with a value the reader does not know; the chain is read as required.
    case unknownPriority(value: String)
    /// A relation to an attribute of `expression`, which is not a view the reader can name.
    case unknownTargetView(expression: String)
    /// A relation to `view.mas_name`, which is not an attribute Masonry has.
    case unknownTargetAttribute(name: String)
    /// A Masonry message given something other than a block written there.
    case unseenBlock
    /// A Masonry message sent to an array (`expression`) whose views the reader cannot see.
    case unseenArray(expression: String)
    /// A Masonry message sent to `expression`, which is not a view the reader can name.
    case unknownView(expression: String)
    /// A `mas_distributeViewsAlongAxis:…` message the reader does not know.
    case unknownDistribution(expression: String)

    // MARK: masonry.conditional

    /// The first constraint inside an `if` or `switch`: read as if the branch runs.
    case conditional

    // MARK: masonry.assertion: what Masonry asserts on; the chain makes nothing

    /// A composite attribute (`name`) after the first attribute of a chain.
    case compositeAfterFirst(name: String)
    /// A relation to `nil`.
    case nilTarget
    /// A relation to a layout guide object (`name`), which Masonry does not relate to.
    case layoutGuideTarget(name: String)
    /// A Masonry message sent to a layout guide (`name`) rather than a view.
    case layoutGuideReceiver(name: String)
    /// `mas_distributeViewsAlongAxis:…` sent to fewer than two views.
    case tooFewViewsToDistribute
    /// An attribute chained after the relation (`make.top.equalTo(x).left`).
    case attributeAfterRelation
    /// A second relation in one chain.
    case secondRelation

    // MARK: masonry.invalid-constraint: what UIKit would refuse

    /// Activating `constraint` fails (no common ancestor, a guide with no view).
    case notActivated(constraint: String, reason: String)
    /// A position of `view` (`attribute`) relative to its superview, which it does not have.
    case noSuperview(view: String, attribute: String)
    /// A constraint of `first` (and `second`) that UIKit refuses to make (an attribute pair Apple rejects).
    case refused(first: String, second: String?, reason: String)

    public var id: DiagnosticID {
        switch self {
        case .unclosedComment: return "masonry.skipped.unclosed-comment"
        case .unclosedLiteral: return "masonry.skipped.unclosed-literal"
        case .unclosedBody: return "masonry.skipped.unclosed-body"
        case .unreadBranch: return "masonry.skipped.unread-branch"
        case .unfollowedChain: return "masonry.skipped.unfollowed-chain"
        case .unparsableStatement: return "masonry.skipped.unparsable-statement"
        case .unseenConstraints: return "masonry.skipped.unseen-constraints"
        case .unknownAnchor: return "masonry.skipped.unknown-anchor"
        case .runtimeAttribute: return "masonry.skipped.runtime-attribute"
        case .formatNotLiteral: return "masonry.skipped.format-not-literal"
        case .unseenViewsDictionary: return "masonry.skipped.unseen-views-dictionary"
        case .unseenMetricsDictionary: return "masonry.skipped.unseen-metrics-dictionary"
        case .runtimeOptions: return "masonry.skipped.runtime-options"
        case .notAView: return "masonry.skipped.not-a-view"
        case .runtimeActivation: return "masonry.skipped.runtime-activation"
        case .unknownAssignedPriority: return "masonry.skipped.unknown-assigned-priority"
        case .unparsableMasonryStatement: return "masonry.skipped.unparsable-masonry-statement"
        case .loopOverUnknownCollection: return "masonry.skipped.loop-over-unknown-collection"
        case .unknownAttribute: return "masonry.skipped.unknown-attribute"
        case .unknownModifier: return "masonry.skipped.unknown-modifier"
        case .unreadableMask: return "masonry.skipped.unreadable-mask"
        case .noAttribute: return "masonry.skipped.no-attribute"
        case .iOSOnlyAttribute: return "masonry.skipped.ios-only-attribute"
        case .unseenValue: return "masonry.skipped.unseen-value"
        case .unknownPriority: return "masonry.skipped.unknown-priority"
        case .unknownTargetView: return "masonry.skipped.unknown-target-view"
        case .unknownTargetAttribute: return "masonry.skipped.unknown-target-attribute"
        case .unseenBlock: return "masonry.skipped.unseen-block"
        case .unseenArray: return "masonry.skipped.unseen-array"
        case .unknownView: return "masonry.skipped.unknown-view"
        case .unknownDistribution: return "masonry.skipped.unknown-distribution"
        case .conditional: return "masonry.conditional"
        case .compositeAfterFirst: return "masonry.assertion.composite-after-first"
        case .nilTarget: return "masonry.assertion.nil-target"
        case .layoutGuideTarget: return "masonry.assertion.layout-guide-target"
        case .layoutGuideReceiver: return "masonry.assertion.layout-guide-receiver"
        case .tooFewViewsToDistribute: return "masonry.assertion.too-few-views-to-distribute"
        case .attributeAfterRelation: return "masonry.assertion.attribute-after-relation"
        case .secondRelation: return "masonry.assertion.second-relation"
        case .notActivated: return "masonry.invalid-constraint.not-activated"
        case .noSuperview: return "masonry.invalid-constraint.no-superview"
        case .refused: return "masonry.invalid-constraint.refused"
        }
    }

    /// What is skipped is a warning, a branch left unread or read as if it
    /// runs a note, what Masonry or UIKit rejects an error.
    public var severity: Diagnostic.Severity {
        switch self {
        case .unreadBranch, .conditional:
            return .note
        case .compositeAfterFirst, .nilTarget, .layoutGuideTarget, .layoutGuideReceiver, .tooFewViewsToDistribute,
             .attributeAfterRelation, .secondRelation, .notActivated, .noSuperview, .refused:
            return .error
        default:
            return .warning
        }
    }

    public var message: String {
        switch self {
        case .unclosedComment: return "this comment is not closed; the rest of the file is inside it"
        case .unclosedLiteral: return "this literal is not closed on its line"
        case .unclosedBody: return "this body is not closed before the end of the file"
        case .unreadBranch: return "the reader follows the first branch of an #if; Masonry code in this branch was not read"
        case .unfollowedChain(let expression): return "\(expression) is not a chain the reader can follow; skipped"
        case .unparsableStatement: return "the reader cannot parse this statement; the chains in it were skipped"
        case .unseenConstraints(let expression): return "\(expression) holds constraints the reader cannot see; skipped"
        case .unknownAnchor(let expression): return "\(expression) is not an anchor the reader can follow; skipped"
        case .runtimeAttribute: return "an attribute or relation of this constraint is known only at run time; skipped"
        case .formatNotLiteral: return "the format is not a string literal; skipped"
        case .unseenViewsDictionary: return "the views dictionary is not one the reader can see; skipped"
        case .unseenMetricsDictionary: return "the metrics dictionary is not one the reader can see; skipped"
        case .runtimeOptions: return "the options are known only at run time; skipped"
        case .notAView(let expression): return "\(expression) is not a view VFL can lay out; skipped"
        case .runtimeActivation: return "active is set to a value known only at run time; left as it was"
        case .unknownAssignedPriority(let expression): return "the priority \(expression) is not known; left as it was"
        case .unparsableMasonryStatement: return "the reader cannot parse this statement, which mentions Masonry; skipped"
        case .loopOverUnknownCollection: return "skipped the constraints in this loop: only loops over an array literal are followed"
        case .unknownAttribute(let name): return "\(name) is not an attribute Masonry has; the chain was skipped"
        case .unknownModifier(let name): return "\(name) is not a Masonry modifier the reader knows; the chain is read without it"
        case .unreadableMask: return "the reader cannot read this attribute mask; the chain was skipped"
        case .noAttribute(let name): return "the chain names no attribute before \(name); skipped"
        case .iOSOnlyAttribute(let name): return "Masonry has \(name) on iOS and tvOS only; the chain was skipped"
        case .unseenValue(let value, let modifier):
            return "\(value) is not a value the reader can see; the chain is read without this \(modifier)"
        case .unknownPriority(let value): return "the priority \(value) is not known; read as required"
        case .unknownTargetView(let expression): return "cannot tell which view \(expression) is; the chain was skipped"
        case .unknownTargetAttribute(let name): return "mas_\(name) is not an attribute Masonry has; the chain was skipped"
        case .unseenBlock: return "this Masonry message is given a block the reader cannot see; skipped"
        case .unseenArray(let expression): return "the reader cannot see which views \(expression) holds; skipped"
        case .unknownView(let expression): return "cannot tell which view \(expression) is; skipped"
        case .unknownDistribution(let expression): return "\(expression) is not a distribution the reader knows; skipped"
        case .conditional: return "constraints inside this branch are read as if it runs"
        case .compositeAfterFirst(let name):
            return "Masonry chains single attributes only after the first; \(name) was skipped with its chain"
        case .nilTarget: return "Masonry asserts here: nil is not a target; the chain was skipped"
        case .layoutGuideTarget(let name):
            return "Masonry asserts here: \(name) is a layout guide, which it does not relate to "
                + "(use a view's mas_safeAreaLayoutGuide…); the chain was skipped"
        case .layoutGuideReceiver(let name): return "Masonry constrains views, and \(name) is a layout guide; skipped"
        case .tooFewViewsToDistribute: return "Masonry asserts here: it distributes two views or more; nothing was made"
        case .attributeAfterRelation:
            return "Masonry asserts here: attributes must be chained before the relation (equalTo, …); the chain makes nothing"
        case .secondRelation: return "Masonry asserts here: a chain has one relation; the chain makes nothing"
        case .notActivated(let constraint, let reason): return "\(constraint) cannot be activated: \(reason)"
        case .noSuperview(let view, let attribute):
            return "\(view) has no superview, so \(view).\(attribute) has nothing to be relative to"
        case .refused(let first, let second, let reason):
            return "UIKit refuses to relate \(first)\(second.map { " and \($0)" } ?? ""): \(reason)"
        }
    }
}

/// A chain that may still get a priority (SnapKit's `ConstraintMakerPrioritizable`).
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    /// Sets the priority: `.priority(.high)`, `.priority(.high.advanced(by: 1))`.
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    /// Sets the priority from a number: `.priority(750)`.
    @discardableResult
    public func priority(_ amount: any ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        if let value = amount.priorityValue {
            description.priority = value
        } else {
            reportUnsupported(.unsupportedPriority(type: ConstraintAmount.typeName(of: amount)))
        }
        return self
    }
}

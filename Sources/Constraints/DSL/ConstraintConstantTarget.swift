import Foundation

/// A constant the DSL relates to: a number, a `CGSize`, a `CGPoint`, or insets.
/// Which number each constraint gets depends on its right-hand attribute (see
/// `ConstraintAmount`).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {}

extension Int: ConstraintConstantTarget {}
extension UInt: ConstraintConstantTarget {}
extension Float: ConstraintConstantTarget {}
extension Double: ConstraintConstantTarget {}
extension CGFloat: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension EdgeInsets: ConstraintConstantTarget {}
extension DirectionalEdgeInsets: ConstraintConstantTarget {}

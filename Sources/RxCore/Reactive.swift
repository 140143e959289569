/// The `.rx` namespace: reactive extensions of a type are written as
/// `extension Reactive where Base: SomeType { … }` and used as `value.rx.something`.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// The namespace for `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// Reads a property of the base through the namespace.
    public subscript<Property>(dynamicMember keyPath: KeyPath<Base, Property>) -> Property {
        base[keyPath: keyPath]
    }
}

/// A type that has reactive extensions under `.rx`.
public protocol ReactiveCompatible {
    /// The type being extended.
    associatedtype ReactiveBase

    /// The reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Settable, as in RxSwift, so that extensions with mutating members compile.
        set {}
    }

    /// The reactive extensions of the value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Settable, as in RxSwift, so that extensions with mutating members compile.
        set {}
    }
}
